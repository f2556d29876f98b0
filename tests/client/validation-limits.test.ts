import { placeSearchMinLength } from '@/places/search';
import { limits as clientLimits, venueMaxLength } from '@/groups/validation';
import { placeBounds } from '../../server/src/bounds';
import { limits as serverLimits } from '../../server/src/groups/limits';

describe('group field limits', () => {
  it('the client checks each field against the same bounds as the server', () => {
    for (const [field, bounds] of Object.entries(clientLimits)) {
      expect({ field, ...bounds }).toEqual({ field, ...serverLimits[field as keyof typeof serverLimits] });
    }
  });

  it('the place fields too: the venue line, and a search the server takes', () => {
    expect(venueMaxLength).toBe(placeBounds.venue.max);
    expect(placeSearchMinLength).toBeGreaterThanOrEqual(placeBounds.search.min);
  });
});
