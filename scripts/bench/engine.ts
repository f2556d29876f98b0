import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MongoClient, type Document } from 'mongodb';
import { startFerretdb } from '@/embedded/ferretdb';
import { freePort } from '@/embedded/ports';
import { createLogger } from '@/logger';
import { generateGroups } from './data';

/**
 * What the embedded engine costs per primitive, through the plain driver (no app): the numbers
 * behind the design in docs/PERFORMANCE.md. `node bench/dist/engine.js --groups 1000`.
 */
async function measure(name: string, concurrency: number, seconds: number, run: (i: number) => Promise<unknown>) {
  let done = 0;
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = worker; performance.now() < end; i += concurrency) {
        const started = performance.now();
        await run(i);
        times.push(performance.now() - started);
        done += 1;
      }
    }),
  );
  times.sort((a, b) => a - b);
  const p = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
  process.stdout.write(`| ${name} | ${concurrency} | ${(done / seconds).toFixed(0)} | ${p(0.5)} | ${p(0.95)} |\n`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { groups: { type: 'string' }, seconds: { type: 'string' } } });
  const count = Number(values.groups ?? 1000);
  const seconds = Number(values.seconds ?? 3);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-engine-'));
  const logger = createLogger('warn');
  const ferretdb = await startFerretdb({
    port: await freePort(),
    handler: 'sqlite',
    dataDir: scratch,
    postgresqlUrl: '',
    logger,
  });
  const client = await new MongoClient(ferretdb.uri).connect();
  try {
    const groups = client.db('engine').collection<Document>('groups');
    const owner = { uid: 'u', email: 'owner@example.com', name: 'Owner' };
    const docs = [...generateGroups(count, owner)];
    const started = performance.now();
    for (let i = 0; i < docs.length; i += 10_000) await groups.insertMany(docs.slice(i, i + 10_000));
    process.stdout.write(`seeded ${count} in ${((performance.now() - started) / 1000).toFixed(1)} s\n\n`);
    process.stdout.write('| primitive | concurrency | ops/s | p50 ms | p95 ms |\n|---|---:|---:|---:|---:|\n');
    const ids = docs.map((d) => d._id);
    const id = (i: number) => ids[(i * 7919) % ids.length] as (typeof ids)[number];
    await measure('findOne({_id})', 1, seconds, (i) => groups.findOne({ _id: id(i) }));
    await measure('findOne({_id})', 20, seconds, (i) => groups.findOne({ _id: id(i) }));
    await measure('20 × findOne({_id}) in parallel', 1, seconds, (i) =>
      Promise.all(Array.from({ length: 20 }, (_, k) => groups.findOne({ _id: id(i * 20 + k) }))),
    );
    await measure('find({_id: {$in: 20 ids}})', 1, seconds, (i) =>
      groups.find({ _id: { $in: Array.from({ length: 20 }, (_, k) => id(i * 20 + k)) } }).toArray(),
    );
    await measure('find().sort({nameKey,_id}).limit(20)', 1, seconds, () =>
      groups.find({}).sort({ nameKey: 1, _id: 1 }).limit(20).toArray(),
    );
    await measure('ping', 20, seconds, () => client.db('engine').command({ ping: 1 }));
  } finally {
    await client.close();
    await ferretdb.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

void main();
