import { placeBounds } from '@/bounds';
import { readHeaders, ref, type JsonObject } from '@/openapi/components';
import { operation, query } from '@/openapi/operation';

/** The place search's REST path (openapi/document.ts holds the rest). */
export const placePaths: Record<string, JsonObject> = {
  '/places': {
    get: operation({
      tag: 'Places',
      id: 'searchPlaces',
      summary: 'Find places by the start of their name (offline gazetteer)',
      open: true,
      parameters: [
        {
          ...query(
            'search',
            'The start of the name, accents and case ignored (`zur` finds Zürich); the most populous first.',
            { type: 'string', minLength: placeBounds.search.min, maxLength: placeBounds.search.max },
          ),
          required: true,
        },
        query('limit', `Places to return, 1 to ${placeBounds.results.max}.`, {
          type: 'integer',
          minimum: 1,
          maximum: placeBounds.results.max,
          default: placeBounds.results.default,
        }),
      ],
      ok: { description: 'Matching places.', headers: readHeaders, schema: { type: 'array', items: ref('Place') } },
      errors: [400],
    }),
  },
};
