import { createServer } from 'node:http';
import { MongoClient } from 'mongodb';

/**
 * The bench's floor for "through the database": the first page (by name, 20 groups) read with
 * the plain mongodb driver in a bare node:http handler — no framework, no GraphQL, no read
 * model. The bench runs it as a child process on BASELINE_PORT.
 */
async function main(): Promise<void> {
  const uri = process.env.BASELINE_MONGODB_URI;
  const dbName = process.env.BASELINE_MONGODB_DB;
  const port = Number(process.env.BASELINE_PORT ?? '0');
  if (!uri || !dbName) throw new Error('BASELINE_MONGODB_URI and BASELINE_MONGODB_DB are required');
  const client = await new MongoClient(uri).connect();
  const groups = client.db(dbName).collection('groups');

  const server = createServer((req, res) => {
    groups
      .find({})
      .sort({ nameKey: 1, _id: 1 })
      .limit(20)
      .toArray()
      .then((page) => {
        const body = JSON.stringify(page);
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      })
      .catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
    req.resume();
  });
  server.listen(port, '127.0.0.1');
  const stop = () => {
    server.closeAllConnections();
    server.close();
    void client.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`baseline failed: ${String(error)}\n`);
  process.exit(1);
});
