import { limits as clientLimits } from '@/groups/validation';
import { limits as serverLimits } from '../../server/src/groups/limits';

describe('group field limits', () => {
  it('the client checks each field against the same bounds as the server', () => {
    for (const [field, bounds] of Object.entries(clientLimits)) {
      expect({ field, ...bounds }).toEqual({ field, ...serverLimits[field as keyof typeof serverLimits] });
    }
  });
});
