import { scheduleBounds } from '@/bounds';
import { ValidationError } from '@/errors';
import { groupFields, limits, validateNewGroup } from '@/groups/validation';
import { openApiDocument } from '@/openapi/document';
import { PlacesService } from '@/geo/places';
import { validateSchedule } from '@/sessions/validation';

interface Schema {
  properties: Record<string, Schema & { anyOf?: Schema[] }>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

const document = openApiDocument('/') as unknown as { components: { schemas: Record<string, Schema> } };
const { schemas } = document.components;

/** The fields a ValidationError names for `run`, with their messages. */
function fieldsRefused(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  throw new Error('accepted');
}

describe('the OpenAPI document and the validators come from the same schemas', () => {
  it('describes exactly the group fields the validator reads, all required for a new group and none for a change', () => {
    // Where the group meets (placeId, venue) is optional on both.
    const fields = [...groupFields, 'placeId', 'venue'];
    expect(Object.keys(schemas.NewGroup!.properties)).toEqual(fields);
    expect(schemas.NewGroup!.required).toEqual(groupFields);
    expect(Object.keys(schemas.GroupChanges!.properties)).toEqual(fields);
    expect(schemas.GroupChanges!.required).toBeUndefined();
    expect(schemas.NewGroup!.properties.location).toMatchObject({
      minLength: limits.location.min,
      maxLength: limits.location.max,
    });
  });

  it('gives the schedule body the bounds the validator enforces', () => {
    const recurrence = schemas.ScheduleInput!.properties.recurrence!.anyOf![0]!;
    expect(recurrence.properties.count!.anyOf![0]).toMatchObject({
      minimum: scheduleBounds.count.min,
      maximum: scheduleBounds.count.max,
    });
    expect(schemas.ScheduleInput!.properties.durationMinutes!.anyOf![0]).toMatchObject({
      minimum: scheduleBounds.durationMinutes.min,
      maximum: scheduleBounds.durationMinutes.max,
    });
    const tooMany = scheduleBounds.count.max + 1;
    expect(
      fieldsRefused(() =>
        validateSchedule({
          startsAt: '2030-03-01T18:00',
          timeZone: 'Europe/Berlin',
          recurrence: { frequency: 'WEEKLY', count: tooMany },
        }),
      ),
    ).toEqual({ count: `Number of sessions must be a whole number from 1 to ${scheduleBounds.count.max}.` });
  });

  it('names every bad field at once, each with its own message', () => {
    expect(fieldsRefused(() => validateNewGroup({ groupName: 'ab', maxMembers: '1e3' }, new PlacesService()))).toEqual({
      groupName: `Group name must be ${limits.groupName.min} to ${limits.groupName.max} characters.`,
      hobbyCategory: 'Hobby category is required.',
      description: 'Description is required.',
      location: 'Location is required.',
      maxMembers: `Max members must be a whole number from ${limits.maxMembers.min} to ${limits.maxMembers.max}.`,
      startDate: 'Start date is required.',
      imageURL: 'Image URL is required.',
    });
  });
});
