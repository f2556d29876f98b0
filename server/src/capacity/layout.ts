import type { mongo } from 'mongoose';

/**
 * Where one use of the capacity engine keeps its documents and what it calls their fields. Groups
 * and sessions stored their places in their own shapes before they shared this engine; naming
 * the fields here lets both keep every stored document as it is (no migration):
 *
 * - a **seat** `<scope><sep><n>` (n in 1..capacity): `{ _id, <scope>, uid, claimedAt, releasedAt? }`;
 * - a **holder** `<scope><sep><uid>`: `{ _id, <scope>, uid, <seat>: n, <since>: Date, displayName? }`;
 * - a **waiting** entry `<scope><sep><uid>`: `{ _id, <scope>, uid, queuedAt, displayName? }`.
 */
/** A stored document of the engine: keyed by a natural string `_id`. */
export interface StoredDocument extends mongo.Document {
  _id: string;
}

export type CapacityCollection = mongo.Collection<StoredDocument>;

/** A model's collection, for the engine: its documents are keyed by strings (the driver assumes ObjectIds unless told). */
export function capacityCollection(model: { collection: mongo.Collection }): CapacityCollection {
  return model.collection as unknown as CapacityCollection;
}

export interface CapacityLayout {
  seats: CapacityCollection;
  holders: CapacityCollection;
  waiting: CapacityCollection;
  /** Seat retirements (capacity/retirements.ts): one collection may serve every layout. */
  retirements: CapacityCollection;
  /** The field naming the scope (a group id, a session id) in all three. */
  scopeField: string;
  /** The holder's field with the number of the seat it holds. */
  seatField: string;
  /** The holder's field with when they got the place. */
  sinceField: string;
  /** Between the scope and the seat number or uid in an `_id`. */
  separator: string;
}

/** Someone asking for a place; the display name, when given, is stored with them (member lists). */
export interface Person {
  uid: string;
  displayName?: string;
}

/** One person in a queue, as stored (`scope` is the layout's scope field). */
export interface WaitingEntry extends Person {
  _id: string;
  queuedAt: Date;
}

/** Ids of one layout's documents. */
export class CapacityIds {
  constructor(private readonly layout: CapacityLayout) {}

  seat(scope: string, seat: number): string {
    return `${scope}${this.layout.separator}${seat}`;
  }

  person(scope: string, uid: string): string {
    return `${scope}${this.layout.separator}${uid}`;
  }

  /** The seat number of a seat id, or null when it is not one. */
  seatNumber(seatId: string): number | null {
    const number = Number(seatId.slice(seatId.lastIndexOf(this.layout.separator) + this.layout.separator.length));
    return Number.isInteger(number) && number > 0 ? number : null;
  }
}
