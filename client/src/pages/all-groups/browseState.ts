import type { GroupFilter, GroupOrder, HobbyCategory } from '@/gql/graphql';

/**
 * The All Groups page's whole state lives in the URL, so a filtered view can be shared and the
 * back button steps through it: `q` (search), `category` (repeatable, e.g. `photography`),
 * `open=1` (places left), `upcoming=1` (from today on), `from` / `to` (days), `location`, and
 * `sort` (asc, desc, start, newest, members, spots).
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
] as const satisfies readonly { value: string; label: string; order: GroupOrder | null }[];

export type SortValue = (typeof sortOptions)[number]['value'];

export interface BrowseState {
  search: string;
  categories: HobbyCategory[];
  openSpots: boolean;
  upcoming: boolean;
  from: string;
  to: string;
  location: string;
  sort: SortValue;
}

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Reads the state from the URL; anything malformed is ignored rather than failing the page. */
export function readBrowseState(params: URLSearchParams): BrowseState {
  const wanted = new Set(params.getAll('category').map((value) => value.toUpperCase()));
  const sort = sortOptions.find((option) => option.value === params.get('sort'))?.value ?? 'asc';
  return {
    search: params.get('q')?.trim() ?? '',
    categories: categoryValues.filter((value) => wanted.has(value)),
    openSpots: params.get('open') === '1',
    upcoming: params.get('upcoming') === '1',
    from: isDay(params.get('from')) ? (params.get('from') as string) : '',
    to: isDay(params.get('to')) ? (params.get('to') as string) : '',
    location: params.get('location')?.trim() ?? '',
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
  if (state.sort !== 'asc') params.set('sort', state.sort);
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
    state.location !== ''
  );
}

/** The same order and search with every filter cleared. */
export function clearedFilters(state: BrowseState): BrowseState {
  return { ...state, categories: [], openSpots: false, upcoming: false, from: '', to: '', location: '' };
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
  };
  const order = sortOptions.find((option) => option.value === state.sort)?.order ?? null;
  return { search: state.search || null, filter, orderBy: order };
}
