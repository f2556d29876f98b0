import type { GroupFilter, GroupOrder, HobbyCategory } from '@/gql/graphql';

/**
 * The All Groups page's whole state lives in the URL, so a filtered view can be shared and the
 * back button steps through it: `q` (search), `category` (repeatable, e.g. `photography`),
 * `open=1` (places left), `upcoming=1` (from today on), `from` / `to` (days), `location`,
 * near me (`near=lat,lon`, `radius` in km, `at` the chosen city's name), `view=map`, and
 * `sort` (asc, desc, start, newest, members, spots, distance).
 */

export const categoryValues: readonly HobbyCategory[] = [
  'DRAWING_AND_PAINTING',
  'PHOTOGRAPHY',
  'VIDEO_GAMING',
  'FISHING',
  'RUNNING',
  'COOKING',
  'READING',
  'WRITING',
];

export const sortOptions = [
  { value: 'asc', label: 'Name A-Z', order: null },
  { value: 'desc', label: 'Name Z-A', order: { field: 'NAME', direction: 'DESC' } },
  { value: 'start', label: 'Soonest start', order: { field: 'START_DATE', direction: 'ASC' } },
  { value: 'newest', label: 'Newest', order: { field: 'CREATED_AT', direction: 'DESC' } },
  { value: 'members', label: 'Most members', order: { field: 'MEMBER_COUNT', direction: 'DESC' } },
  { value: 'spots', label: 'Fewest places left', order: { field: 'SPOTS_LEFT', direction: 'ASC' } },
  { value: 'distance', label: 'Nearest first', order: { field: 'DISTANCE', direction: 'ASC' } },
] as const satisfies readonly { value: string; label: string; order: GroupOrder | null }[];

export type SortValue = (typeof sortOptions)[number]['value'];

/** The radii the server accepts (its place bounds), in km. */
export const radiusOptions = [5, 10, 25, 50, 100] as const;
export type RadiusKm = (typeof radiusOptions)[number];
export const defaultRadius: RadiusKm = 25;

/** A point to measure from: the visitor's position (no name) or a chosen city. */
export interface NearPoint {
  lat: number;
  lon: number;
  /** The chosen city's name; empty for the visitor's own position. */
  label: string;
}

export interface BrowseState {
  search: string;
  categories: HobbyCategory[];
  openSpots: boolean;
  upcoming: boolean;
  from: string;
  to: string;
  location: string;
  near: NearPoint | null;
  radius: RadiusKm;
  /** The map above the list, or the list alone. */
  view: 'list' | 'map';
  sort: SortValue;
}

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** `lat,lon` in degrees, within range; anything else is no point. */
function readPoint(value: string | null, label: string): NearPoint | null {
  const match = value?.match(/^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/);
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon, label } : null;
}

/** Degrees with at most `digits` decimals, without trailing zeros (a short, stable URL). */
export const roundDegrees = (value: number, digits: number): number => Number(value.toFixed(digits));

/** Reads the state from the URL; anything malformed is ignored rather than failing the page. */
export function readBrowseState(params: URLSearchParams): BrowseState {
  const wanted = new Set(params.getAll('category').map((value) => value.toUpperCase()));
  const near = readPoint(params.get('near'), params.get('at')?.trim().slice(0, 100) ?? '');
  const radius = radiusOptions.find((value) => String(value) === params.get('radius')) ?? defaultRadius;
  const requested = sortOptions.find((option) => option.value === params.get('sort'))?.value ?? 'asc';
  // Nearest first needs a point to measure from.
  const sort = requested === 'distance' && !near ? 'asc' : requested;
  return {
    search: params.get('q')?.trim() ?? '',
    categories: categoryValues.filter((value) => wanted.has(value)),
    openSpots: params.get('open') === '1',
    upcoming: params.get('upcoming') === '1',
    from: isDay(params.get('from')) ? (params.get('from') as string) : '',
    to: isDay(params.get('to')) ? (params.get('to') as string) : '',
    location: params.get('location')?.trim() ?? '',
    near,
    radius,
    view: params.get('view') === 'map' ? 'map' : 'list',
    sort,
  };
}

/** The URL of a state: only what differs from the defaults, in a stable order. */
export function writeBrowseState(state: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  for (const category of state.categories) params.append('category', category.toLowerCase());
  if (state.openSpots) params.set('open', '1');
  if (state.upcoming) params.set('upcoming', '1');
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.location) params.set('location', state.location);
  if (state.near) {
    params.set('near', `${state.near.lat},${state.near.lon}`);
    params.set('radius', String(state.radius));
    if (state.near.label) params.set('at', state.near.label);
  }
  if (state.sort !== 'asc' && (state.sort !== 'distance' || state.near)) params.set('sort', state.sort);
  if (state.view === 'map') params.set('view', 'map');
  return params;
}

/** True when anything but the search and the order narrows the list. */
export function hasFilters(state: BrowseState): boolean {
  return (
    state.categories.length > 0 ||
    state.openSpots ||
    state.upcoming ||
    state.from !== '' ||
    state.to !== '' ||
    state.location !== '' ||
    state.near !== null
  );
}

/** The same order and search with every filter cleared. */
export function clearedFilters(state: BrowseState): BrowseState {
  return {
    ...state,
    categories: [],
    openSpots: false,
    upcoming: false,
    from: '',
    to: '',
    location: '',
    near: null,
    sort: state.sort === 'distance' ? 'asc' : state.sort,
  };
}

/** Today in the visitor's own calendar, `YYYY-MM-DD`. */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** The query variables of a state; "upcoming" is today's date at the time of the request. */
export function browseVariables(state: BrowseState, now = new Date()) {
  const from = state.upcoming && (!state.from || state.from < today(now)) ? today(now) : state.from;
  const filter: GroupFilter = {
    ...(state.categories.length ? { categories: state.categories } : {}),
    ...(state.openSpots ? { hasOpenSpots: true } : {}),
    ...(from ? { startsOnOrAfter: from } : {}),
    ...(state.to ? { startsOnOrBefore: state.to } : {}),
    ...(state.location ? { location: state.location } : {}),
    ...(state.near ? { near: { lat: state.near.lat, lon: state.near.lon, radiusKm: state.radius } } : {}),
  };
  const order = sortOptions.find((option) => option.value === state.sort)?.order ?? null;
  return { search: state.search || null, filter, orderBy: order };
}
