import { errorResponses, json, ref, type Json, type JsonObject } from '@/openapi/components';

/** A query parameter. */
export const query = (name: string, description: string, schema: JsonObject): JsonObject => ({
  name,
  in: 'query',
  description,
  schema,
});

/** One operation of the OpenAPI document, from what differs between operations. */

const signedIn: Json = [{ bearerAuth: [] }];
const optionallySignedIn: Json = [{}, { bearerAuth: [] }];

export interface Operation {
  tag: 'Groups' | 'Sessions' | 'Account' | 'Discussion' | 'Places' | 'Moderation';
  id: string;
  summary: string;
  /** Who may call it: anyone (a token adds what the person may see), or only the signed-in. */
  open?: boolean;
  parameters?: JsonObject[];
  body?: { schema: string; example?: Json };
  /** The successful answer. */
  ok: { status?: '200' | '201'; description: string; headers: JsonObject; schema?: JsonObject; example?: Json };
  errors: Parameters<typeof errorResponses>;
}

export function operation({ tag, id, summary, open, parameters, body, ok, errors }: Operation): JsonObject {
  return {
    tags: [tag],
    operationId: id,
    summary,
    security: open ? optionallySignedIn : signedIn,
    ...(parameters && { parameters }),
    ...(body && { requestBody: { required: true, content: json(ref(body.schema), body.example) } }),
    responses: {
      [ok.status ?? '200']: {
        description: ok.description,
        headers: ok.headers,
        ...(ok.schema && { content: json(ok.schema, ok.example) }),
      },
      ...errorResponses(...errors),
    },
  };
}

/** A required path parameter (an id) of an operation. */
export const pathId = (name: string, description: string): JsonObject => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});
