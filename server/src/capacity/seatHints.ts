/** A stored seat as a hint knows it: its number, who claimed it, and whether a leave gave it up. */
export interface KnownSeat {
  number: number;
  uid: string;
  released: boolean;
}

/**
 * What this process knows of one scope's seats while requests for it are in flight: the seats
 * as last read (plus those claimed here since) and the seats being claimed here right now. A
 * crowd asking at the same moment then spreads over seats nobody here is trying, instead of
 * racing for the same ones with failed inserts (each a database round trip). It is only a hint:
 * the unique seat `_id` still decides, and a failed insert teaches the hint that seat is taken.
 */
export class ScopeHint {
  /** Requests using the hint now; it is dropped when the last one ends. */
  users = 0;
  private taken = new Map<number, KnownSeat>();
  private readonly claiming = new Map<number, string>();
  /** Seats claimed here while a read was in flight (the read may not show them). */
  private claimedDuringRead: Map<number, KnownSeat> | null = null;
  private reading: Promise<void> | null = null;
  private waiters: (() => void)[] = [];
  /** True once the stored seats were read at least once. */
  known = false;

  /** Reads the stored seats (one read shared by every request asking meanwhile). */
  refresh(read: () => Promise<KnownSeat[]>): Promise<void> {
    this.reading ??= (async () => {
      const during = new Map<number, KnownSeat>();
      this.claimedDuringRead = during;
      try {
        const seats = await read();
        this.taken = new Map(seats.map((seat) => [seat.number, seat]));
        for (const [number, seat] of during) this.taken.set(number, seat);
        this.known = true;
      } finally {
        this.claimedDuringRead = null;
      }
    })().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  /** A random seat in 1..limit that is neither known taken nor being claimed here; null when none. */
  pick(limit: number): number | null {
    const free: number[] = [];
    for (let number = 1; number <= limit; number += 1) {
      if (!this.taken.has(number) && !this.claiming.has(number)) free.push(number);
    }
    return free.length === 0 ? null : (free[Math.floor(Math.random() * free.length)] ?? null);
  }

  /** The person's seat that no leave gave up, within the limit (an earlier try of theirs), or null. */
  unreleasedSeatOf(uid: string, limit: number): number | null {
    for (const seat of this.taken.values()) {
      if (seat.uid === uid && !seat.released && seat.number <= limit) return seat.number;
    }
    return null;
  }

  /** True when the person claimed a seat (as last read, or being claimed here). */
  hasSeatOf(uid: string): boolean {
    return [...this.taken.values()].some((seat) => seat.uid === uid) || [...this.claiming.values()].includes(uid);
  }

  /** True while this process is inserting seats of the scope. */
  get claimingAny(): boolean {
    return this.claiming.size > 0;
  }

  startClaim(number: number, uid: string): void {
    this.claiming.set(number, uid);
  }

  /** A claim here ended: `seat` is who holds it now (null: the insert failed for another reason). */
  endClaim(number: number, seat: KnownSeat | null): void {
    this.claiming.delete(number);
    if (seat) {
      this.taken.set(number, seat);
      this.claimedDuringRead?.set(number, seat);
    }
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves when a claim in flight here ends. */
  claimEnded(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** The seat as just read from the database (null: it is free). */
  learn(seat: KnownSeat | null, number: number): void {
    if (seat) this.taken.set(number, seat);
    else this.taken.delete(number);
  }

  /** A seat was given up here. */
  freed(number: number): void {
    this.taken.delete(number);
  }
}

/** The hints of the scopes with requests in flight in this process. */
export class SeatHints {
  private readonly scopes = new Map<string, ScopeHint>();

  /** Runs `work` with the scope's hint, shared with every other request for it in flight. */
  async using<T>(scope: string, work: (hint: ScopeHint) => Promise<T>): Promise<T> {
    const hint = this.scopes.get(scope) ?? new ScopeHint();
    this.scopes.set(scope, hint);
    hint.users += 1;
    try {
      return await work(hint);
    } finally {
      hint.users -= 1;
      if (hint.users === 0) this.scopes.delete(scope);
    }
  }

  /** A seat of the scope was given up here: a hint in use forgets it was taken. */
  freed(scope: string, number: number): void {
    this.scopes.get(scope)?.freed(number);
  }
}
