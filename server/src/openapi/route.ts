import type { RequestHandler } from 'express';
import { openApiDocument } from '@/openapi/document';

/** GET /openapi.json: the same for everyone, so any cache may keep it (revalidating with its ETag). */
export function openApiRoute(): RequestHandler {
  // A relative server: "Try it out" and clients resolve it against wherever they fetched the document.
  const document = openApiDocument('/');
  return (_req, res) => {
    res.setHeader('Cache-Control', 'public, no-cache');
    res.json(document);
  };
}
