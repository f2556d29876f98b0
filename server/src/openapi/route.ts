import type { RequestHandler } from 'express';
import { openApiDocument } from '@/openapi/document';

/** GET /openapi.json: the same for everyone, so any cache may keep it (revalidating with its ETag). */
export function openApiRoute(publicUrl: string): RequestHandler {
  const document = openApiDocument(publicUrl);
  return (_req, res) => {
    res.setHeader('Cache-Control', 'public, no-cache');
    res.json(document);
  };
}
