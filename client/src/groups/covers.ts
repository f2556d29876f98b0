import type { HobbyCategory } from '@/gql/graphql';

/** DRAWING_AND_PAINTING → drawing-and-painting: the file name of the category's cover image. */
export const categorySlug = (category: HobbyCategory): string => category.toLowerCase().replace(/_/g, '-');

/** The cover image the app ships for a category, as the absolute URL the API expects. */
export const categoryCoverUrl = (category: HobbyCategory, origin: string = window.location.origin): string =>
  `${origin}/images/groups/${categorySlug(category)}.svg`;
