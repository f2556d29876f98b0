/**
 * The eight hobby categories every group belongs to, one each. The enum's values are the display names, which is also
 * what the database and the REST façade store and show; GraphQL exposes the keys as its
 * HobbyCategory enum (codegen maps one onto the other).
 */
export enum HobbyCategory {
  DRAWING_AND_PAINTING = 'Drawing & Painting',
  PHOTOGRAPHY = 'Photography',
  VIDEO_GAMING = 'Video Gaming',
  FISHING = 'Fishing',
  RUNNING = 'Running',
  COOKING = 'Cooking',
  READING = 'Reading',
  WRITING = 'Writing',
}

export const hobbyCategoryNames: readonly HobbyCategory[] = Object.values(HobbyCategory);

export function isHobbyCategory(value: unknown): value is HobbyCategory {
  return typeof value === 'string' && (hobbyCategoryNames as readonly string[]).includes(value);
}
