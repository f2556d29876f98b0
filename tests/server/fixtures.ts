import type { CreateGroupInput } from './gql/graphql';

/** A start day `days` from today, as `YYYY-MM-DD`. */
export function daysFromToday(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
}

/** A valid GraphQL createGroup input. */
export function groupInput(overrides: Partial<CreateGroupInput> = {}): CreateGroupInput {
  return {
    groupName: 'Harbour Sketch Club',
    hobbyCategory: 'DRAWING_AND_PAINTING',
    description: 'We sketch boats and people at the harbour every Saturday morning.',
    location: 'North Harbour',
    maxMembers: 12,
    startDate: daysFromToday(30),
    imageURL: 'https://images.example.com/harbour.jpg',
    ...overrides,
  };
}

/** The same group as the REST façade takes it (category by display name, SPEC §7). */
export function restGroupBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...groupInput(),
    hobbyCategory: 'Drawing & Painting',
    ...overrides,
  };
}
