import Module from 'node:module';
import path from 'node:path';

/**
 * Jest loads globalSetup with Node's own require, without moduleNameMapper; this maps the
 * server's `@/…` imports to server/src so the setup can reuse the server's service starters.
 */
const serverSrc = path.resolve(__dirname, '../../server/src');
type ResolveFilename = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: ResolveFilename };
const resolveFilename = loader._resolveFilename;
loader._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
  const mapped = request.startsWith('@/') ? path.join(serverSrc, request.slice(2)) : request;
  return resolveFilename.call(this, mapped, ...rest);
};
