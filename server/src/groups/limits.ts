/** A group's field bounds, from the one table of bounds (bounds.ts), under the name validation uses. */
export { groupBounds as limits } from '../bounds';
