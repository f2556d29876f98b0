import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';

type SendFileOptions = Parameters<Response['sendFile']>[1];

/** What the build wrote beside a file (client/precompress.ts), best first. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export interface PrecompressedFiles {
  /**
   * Sends `file` (an absolute path inside the client build) as the best precompressed copy the
   * request accepts, with the original file's type; false when there is none to send (the caller
   * serves the file as it is).
   */
  send(req: Request, res: Response, file: string, options: SendFileOptions): boolean;
}

/**
 * The build's `.br`/`.gz` copies, listed once at start (a build is not changed under a running
 * server), so a request costs a Set lookup rather than a file-system probe.
 */
export function precompressedFiles(clientDist: string): PrecompressedFiles {
  const available = new Set<string>();
  if (existsSync(clientDist)) {
    for (const entry of readdirSync(clientDist, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) available.add(path.join(entry.parentPath, entry.name));
    }
  }
  return {
    send(req, res, file, options) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const copies = encodings.filter(({ suffix }) => available.has(file + suffix));
      if (copies.length === 0) return false;
      // Compressed or not, this answer depends on what the client accepts: caches must know.
      res.vary('Accept-Encoding');
      const encoding = copies.find(({ name }) => req.acceptsEncodings(name) === name);
      if (!encoding) return false;
      res.type(path.extname(file));
      res.setHeader('Content-Encoding', encoding.name);
      res.sendFile(file + encoding.suffix, options);
      return true;
    },
  };
}
