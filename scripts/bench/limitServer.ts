import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The runtime's ceiling for the first page: a bare node:http handler answering the very bytes the
 * app's REST first page answers, from memory — no framework, no database, no security headers.
 * REST and GraphQL are reported as a share of it (docs/PERFORMANCE.md). The bench runs it as a
 * child process on LIMIT_PORT, with the bytes in the file LIMIT_BODY_FILE.
 */
function main(): void {
  const bodyFile = process.env.LIMIT_BODY_FILE;
  if (!bodyFile) throw new Error('LIMIT_BODY_FILE is required');
  const body = readFileSync(bodyFile);
  const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, headers);
    res.end(body);
  });
  server.listen(Number(process.env.LIMIT_PORT ?? '0'), '127.0.0.1');
  const stop = () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main();
