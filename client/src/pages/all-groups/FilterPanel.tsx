import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '@/gql';
import type { HobbyCategory } from '@/gql/graphql';
import { browseVariables, hasFilters, today, type BrowseState } from '@/pages/all-groups/browseState';
import { useDebouncedText } from '@/pages/all-groups/useDebouncedText';
import { formatCount } from '@/ui/format';
import '@/pages/all-groups/filters.css';

const AllGroupsCountsQuery = graphql(`
  query AllGroupsCounts($filter: GroupFilter) {
    groupCounts(filter: $filter) {
      category
      name
      count
    }
  }
`);

interface FilterPanelProps {
  state: BrowseState;
  onChange: (next: BrowseState) => void;
  onClear: () => void;
}

/**
 * One toggle chip per category with its count, e.g. "Photography (1,204)": the same filter and
 * search (the server ignores the filter's own categories). Not suspending: while new counts
 * load the previous ones stay, so the chips never unmount under a keyboard user's focus.
 */
function CategoryChips({ state, onToggle }: { state: BrowseState; onToggle: (category: HobbyCategory) => void }) {
  const { filter, search } = browseVariables(state);
  const { data, previousData } = useQuery(AllGroupsCountsQuery, { variables: { filter: { ...filter, search } } });
  const counts = (data ?? previousData)?.groupCounts;
  if (!counts) return <span className="muted">Loading categories…</span>;
  return counts.map(({ category, name, count }) => (
    <button
      key={category}
      type="button"
      className="chip"
      aria-pressed={state.categories.includes(category)}
      onClick={() => onToggle(category)}
    >
      {name} <span className="chip__count">({formatCount(count)})</span>
    </button>
  ));
}

/**
 * The filters of the All Groups page. On a phone they fold into a panel behind a "Filters"
 * button; on wider screens they are always shown. Every control is a native one, so the
 * keyboard works as everywhere else.
 */
export function FilterPanel({ state, onChange, onClear }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const locationId = useId();
  const fromId = useId();
  const toId = useId();
  const [location, setLocation] = useDebouncedText(state.location, (value) => onChange({ ...state, location: value }));
  const active =
    state.categories.length +
    [state.openSpots, state.upcoming, state.from !== '', state.to !== '', state.location !== ''].filter(Boolean).length;

  const toggleCategory = (category: HobbyCategory) =>
    onChange({
      ...state,
      categories: state.categories.includes(category)
        ? state.categories.filter((value) => value !== category)
        : [...state.categories, category],
    });

  return (
    <section className="filters" aria-label="Filters">
      <button
        type="button"
        className="btn btn-outline filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Filters{active > 0 ? ` (${active})` : ''}
      </button>
      <div id={panelId} className={`filters__panel${open ? ' is-open' : ''}`}>
        <fieldset className="filters__group">
          <legend>Categories</legend>
          <div className="chips">
            <CategoryChips state={state} onToggle={toggleCategory} />
          </div>
        </fieldset>
        <div className="filters__row">
          <label className="check">
            <input
              type="checkbox"
              checked={state.openSpots}
              onChange={(event) => onChange({ ...state, openSpots: event.target.checked })}
            />
            Has places left
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={state.upcoming}
              onChange={(event) => onChange({ ...state, upcoming: event.target.checked })}
            />
            Upcoming only
          </label>
        </div>
        <div className="filters__row">
          <div className="field">
            <label htmlFor={fromId}>Starts from</label>
            <input
              id={fromId}
              type="date"
              value={state.from}
              min={state.upcoming ? today() : undefined}
              max={state.to || undefined}
              onChange={(event) => onChange({ ...state, from: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={toId}>Starts until</label>
            <input
              id={toId}
              type="date"
              value={state.to}
              min={state.from || undefined}
              onChange={(event) => onChange({ ...state, to: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={locationId}>Location</label>
            <input
              id={locationId}
              type="search"
              value={location}
              maxLength={200}
              placeholder="e.g. Harbour"
              onChange={(event) => setLocation(event.target.value)}
            />
          </div>
        </div>
        {hasFilters(state) && (
          <button type="button" className="btn btn-ghost" onClick={onClear}>
            Clear filters
          </button>
        )}
      </div>
    </section>
  );
}
