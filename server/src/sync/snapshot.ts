import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import type { Logger } from '@/logger';
import { modelOn } from '@/db/models';

const { BSON } = mongoose.mongo;

/** What the read models hold: every group document, and who joined what. */
export interface ReadModelState<Group> {
  groups: Group[];
  memberships: { groupId: string; uid: string }[];
}

interface MarkerRecord {
  _id: string;
  /** The token of the snapshot file written with this marker. */
  token: string;
  writtenAt: Date;
}

const markerId = 'read-model';

const markerSchema = new Schema<MarkerRecord>(
  {
    _id: { type: String, required: true },
    token: { type: String, required: true },
    writtenAt: { type: Date, required: true },
  },
  { collection: 'readModelSnapshots', strictQuery: 'throw', versionKey: false },
);

export type MarkerModel = Model<MarkerRecord>;

export function markerModel(connection: Connection): MarkerModel {
  return modelOn(connection, 'ReadModelSnapshot', markerSchema);
}

interface Header {
  token: string;
  groups: number;
  memberships: number;
}

/** Splits a file of back-to-back BSON documents (each starts with its own length). */
function* bsonDocuments(buffer: Buffer): Generator<Record<string, unknown>> {
  let offset = 0;
  while (offset < buffer.length) {
    const length = buffer.readInt32LE(offset);
    if (length < 5 || offset + length > buffer.length) throw new Error('truncated snapshot');
    yield BSON.deserialize(buffer.subarray(offset, offset + length));
    offset += length;
  }
}

/**
 * The read models on disk, so that restarting on the embedded FerretDB need not read every group:
 * the engine's full scan takes many times longer than reading this file (docs/PERFORMANCE.md).
 *
 * A snapshot is used only when it is provably current. It is written at a clean shutdown,
 * together with a marker in the database holding the same random token, and the next start
 * deletes that marker before it serves anything. A crash, a start that did not stop cleanly, a
 * restored or different database, or a damaged file all leave the marker missing or different,
 * and the start reads the database as usual. Only for the embedded database, which runs only
 * while this app does: a shared MongoDB is written by processes the marker cannot account for.
 */
export class ReadModelSnapshot<Group extends object> {
  constructor(
    private readonly file: string,
    private readonly markers: MarkerModel,
    private readonly logger: Logger,
  ) {}

  /** The state saved at the last clean shutdown if it is still current, else null. Either way it is used up. */
  async take(): Promise<ReadModelState<Group> | null> {
    const marker = await this.markers.findById(markerId).lean<MarkerRecord>();
    if (!marker) return null;
    await this.markers.deleteOne({ _id: markerId });
    try {
      const documents = bsonDocuments(await readFile(this.file));
      const header = documents.next().value as Header | undefined;
      if (header?.token !== marker.token) return null;
      const groups: Group[] = [];
      const memberships: ReadModelState<Group>['memberships'] = [];
      for (const document of documents) {
        if (groups.length < header.groups) groups.push(document as Group);
        else memberships.push(document as ReadModelState<Group>['memberships'][number]);
      }
      if (groups.length !== header.groups || memberships.length !== header.memberships) return null;
      return { groups, memberships };
    } catch (error) {
      this.logger.warn('could not read the read-model snapshot; reading the database instead', {
        error: (error as Error).message,
      });
      return null;
    }
  }

  /** Writes the state and then its marker (a failure in between leaves no usable snapshot). */
  async save(state: ReadModelState<Group>): Promise<void> {
    const token = randomUUID();
    const header: Header = { token, groups: state.groups.length, memberships: state.memberships.length };
    const parts = [header, ...state.groups, ...state.memberships].map((document) => BSON.serialize(document));
    await mkdir(path.dirname(this.file), { recursive: true });
    const partial = `${this.file}.${process.pid}.tmp`;
    await writeFile(partial, Buffer.concat(parts));
    await rename(partial, this.file);
    await this.markers.replaceOne({ _id: markerId }, { _id: markerId, token, writtenAt: new Date() }, { upsert: true });
  }
}
