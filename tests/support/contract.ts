import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApiDocument, type Json } from '@/openapi/document';

/**
 * The contract test: every REST answer the API tests receive is checked against the OpenAPI
 * document the server serves (server/src/openapi/document.ts), so an answer that drifts from it
 * (a new field, a changed type, an undocumented status or path) fails the test that got it.
 */

type JsonObject = { [key: string]: Json };

const document = openApiDocument('http://localhost') as JsonObject & {
  paths: Record<string, Record<string, JsonObject>>;
  components: JsonObject & { responses: Record<string, JsonObject> };
};

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');

const templates = Object.keys(document.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

const validators = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: Json): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    // Refs point into the registered document's components.
    const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as Json;
    validate = ajv.compile(rebased as object);
    validators.set(key, validate);
  }
  return validate;
}

/** The JSON schema of `response` (following a `$ref` to components.responses). */
function schemaOf(response: JsonObject): Json | undefined {
  const resolved =
    typeof response.$ref === 'string'
      ? document.components.responses[response.$ref.replace('#/components/responses/', '')]
      : response;
  const content = resolved?.content as Record<string, { schema?: Json }> | undefined;
  return content?.['application/json']?.schema;
}

export interface Exchange {
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  body: unknown;
}

/** Problems with one answer (empty when it matches the document). */
export function contractViolations({ method, path, status, contentType, body }: Exchange): string[] {
  const pathname = new URL(path, 'http://localhost').pathname;
  const isApi = /^\/(groups|me)(\/|$)/.test(pathname);
  if (!isApi) return [];
  const where = `${method} ${pathname} → ${status}`;
  const matched = templates.find(({ pattern }) => pattern.test(pathname));
  const operation = matched ? document.paths[matched.template]?.[method.toLowerCase()] : undefined;
  const responses = operation?.responses as Record<string, JsonObject> | undefined;
  let key: string;
  let response: JsonObject | undefined;
  if (responses) {
    key = `${matched?.template} ${method} ${status}`;
    response = responses[String(status)] ?? (status >= 400 ? responses.default : undefined);
    if (!response) return [`${where}: status not in the OpenAPI document`];
  } else {
    // An undocumented path or method may only be refused, with the error shape.
    if (status < 400) return [`${where}: path or method not in the OpenAPI document`];
    key = 'error';
    response = { $ref: '#/components/responses/Error' };
  }
  if (status === 304 || method === 'HEAD' || body === null || !contentType?.includes('application/json')) return [];
  const schema = schemaOf(response);
  if (schema === undefined) return [`${where}: the document gives no JSON body`];
  const validate = validatorFor(key, schema);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${where}: body${error.instancePath} ${error.message ?? ''}`);
}
