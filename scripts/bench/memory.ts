import { writeHeapSnapshot, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseArgs } from 'node:util';
import { BSON } from 'mongodb';
import { GroupListing } from '@/groups/listing';
import { shareDocumentValues } from '@/groups/listingEntry';
import type { GroupRecord } from '@/groups/model';
import { loadPlaces } from '@/geo/places';
import { generateGroups } from './data';

/**
 * What the read model's data costs in memory, in-process and without a database: the bench's
 * groups decoded from BSON as the boot load decodes them (db/readAll.ts), kept by the listing;
 * then the gazetteer. Live heap (and typed arrays' buffers) after full collections, per group and
 * in all.
 * `node bench/dist/memory.js --groups 20000 [--snapshot file.heapsnapshot]` (docs/PERFORMANCE.md).
 */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);

/** The live heap and the typed arrays' buffers (outside the heap: the k-d trees, the gazetteer's columns). */
function liveHeap(): number {
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { groups: { type: 'string' }, snapshot: { type: 'string' } } });
  const count = Number(values.groups ?? 20_000);
  const owner = { uid: 'bench-owner', email: 'bench@example.com', name: 'Bench Organizer' };
  // Stored off the heap, one buffer, as the driver's batches arrive.
  let stored: Buffer | null = Buffer.concat([...generateGroups(count, owner)].map((group) => BSON.serialize(group)));
  let listing: GroupListing<GroupRecord> | null = new GroupListing<GroupRecord>();
  let decoded: GroupRecord[] | null = [];
  // CPU time, not wall clock: other processes on a loaded machine do not inflate it.
  const started = process.cpuUsage();
  for (let offset = 0; offset < stored.length; offset += stored.readInt32LE(offset)) {
    const group = BSON.deserialize(stored.subarray(offset, offset + stored.readInt32LE(offset))) as GroupRecord;
    shareDocumentValues(group); // as readModel.ts reads them
    decoded.push(group);
  }
  const decodedCpu = process.cpuUsage(started);
  const loading = process.cpuUsage();
  listing.load(decoded);
  const loadedCpu = process.cpuUsage(loading);
  const cpuMs = ({ user, system }: NodeJS.CpuUsage) => ((user + system) / 1000).toFixed(0);
  decoded = null;
  stored = null;
  const listed = listing.size;
  // What the app's collection after its boot load costs (server/src/memory.ts collectBootGarbage).
  const collecting = process.cpuUsage();
  gc();
  const collectedCpu = process.cpuUsage(collecting);
  const withListing = liveHeap();
  // Two weeks of writes: every weekly group re-keyed twice (its document replaced by a fresh
  // copy), then the search text and the near-me trees rebuilt as they are once writes pause.
  let rewritten = 0;
  for (let week = 0; week < 2; week += 1) {
    for (const group of listing.allDocuments()) {
      if (!group.nextSessionAt) continue;
      listing.upsert(BSON.deserialize(BSON.serialize(group)) as GroupRecord);
      rewritten += 1;
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const afterWrites = liveHeap();
  // Read after the measure, so the listing is still live at it (V8 drops what nothing reads later).
  if (listing.size !== listed) throw new Error('the rewrites changed the listing');
  if (values.snapshot) writeHeapSnapshot(values.snapshot);
  listing = null;
  // What the listing held: the heap with it, less the heap without it.
  const groups = withListing - liveHeap();
  const beforePlaces = liveHeap();
  const gazetteer = await loadPlaces();
  const places = liveHeap() - beforePlaces;
  const { rss, external, arrayBuffers } = process.memoryUsage();
  process.stdout.write(
    `${count} groups: ${mb(groups)} MB live heap, ${Math.round(groups / count)} bytes a group\n` +
      `after ${rewritten} rewrites (two weeks of re-keys): ${mb(afterWrites - withListing)} MB more\n` +
      `CPU: decoding ${cpuMs(decodedCpu)} ms, listing.load ${cpuMs(loadedCpu)} ms, ` +
      `a full collection after it ${cpuMs(collectedCpu)} ms\n` +
      `gazetteer (${gazetteer.size} cities): ${mb(places)} MB live heap\n` +
      `process: RSS ${mb(rss)} MB, external ${mb(external)} MB (array buffers ${mb(arrayBuffers)} MB)\n`,
  );
  if (listed !== count) throw new Error(`${listed} of ${count} groups listed`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
