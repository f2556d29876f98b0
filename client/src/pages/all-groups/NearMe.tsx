import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '@/gql';
import {
  radiusOptions,
  roundDegrees,
  type BrowseState,
  type NearPoint,
  type RadiusKm,
} from '@/pages/all-groups/browseState';
import { useDebouncedText } from '@/pages/all-groups/useDebouncedText';
import '@/pages/all-groups/near-me.css';

const NearMeCitiesQuery = graphql(`
  query NearMeCities($search: String!) {
    places(search: $search, first: 8) {
      id
      kind
      name
      country
      lat
      lon
    }
  }
`);

/** Enough letters for a short, useful list of cities (the server ranks them by population). */
const minSearch = 2;

/** Why no position came back, in words a person can act on. */
function positionError(error: GeolocationPositionError | null): string {
  if (error?.code === 1) return 'Location access was refused. Allow it in your browser, or choose a city instead.';
  if (error?.code === 3) return 'Finding your location took too long. Try again, or choose a city instead.';
  if (error) return 'Your location is not available right now. Choose a city instead.';
  return 'This browser cannot share your location. Choose a city instead.';
}

/** The cities that start with the typed text, as buttons; picking one measures from it. */
function CityResults({ search, onPick }: { search: string; onPick: (point: NearPoint) => void }) {
  const { data, previousData, loading } = useQuery(NearMeCitiesQuery, {
    variables: { search },
    skip: search.length < minSearch,
  });
  if (search.length < minSearch) return null;
  const cities = (data ?? previousData)?.places.filter((place) => place.lat != null && place.lon != null) ?? [];
  if (cities.length === 0) return <p className="muted near-me__hint">{loading ? 'Looking…' : 'No city found.'}</p>;
  return (
    <ul className="near-me__cities" aria-label="Cities">
      {cities.map((city) => (
        <li key={city.id}>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => onPick({ lat: city.lat ?? 0, lon: city.lon ?? 0, label: city.name })}
          >
            {city.name}
            {city.country ? `, ${city.country}` : ''}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Near me": the visitor's position (the browser asks for it only when the button is pressed)
 * or a city from the offline place search, and a radius. The point goes into the URL like
 * every other filter; a person's own position is rounded to about 100 m there.
 */
export function NearMe({ state, onChange }: { state: BrowseState; onChange: (next: BrowseState) => void }) {
  const cityId = useId();
  const radiusId = useId();
  const [message, setMessage] = useState('');
  const [locating, setLocating] = useState(false);
  const [search, setSearch] = useState('');
  const [text, setText] = useDebouncedText(search, setSearch, 250);

  const choose = (near: NearPoint) => {
    setMessage('');
    setText('');
    setSearch('');
    // Nearest first is what a person asking "near me" wants, unless they chose another order.
    onChange({ ...state, near, sort: state.sort === 'asc' ? 'distance' : state.sort });
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setMessage(positionError(null));
      return;
    }
    setLocating(true);
    setMessage('Finding your location…');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        choose({ lat: roundDegrees(coords.latitude, 3), lon: roundDegrees(coords.longitude, 3), label: '' });
      },
      (error) => {
        setLocating(false);
        setMessage(positionError(error));
      },
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };

  return (
    <section className="near-me" aria-label="Near me">
      <div className="near-me__row">
        <button type="button" className="btn btn-outline" onClick={locate} disabled={locating}>
          Near me
        </button>
        <div className="field near-me__city">
          <label htmlFor={cityId}>Or near a city</label>
          <input
            id={cityId}
            type="search"
            value={text}
            maxLength={100}
            autoComplete="off"
            placeholder="e.g. Zürich"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        {state.near && (
          <div className="field near-me__radius">
            <label htmlFor={radiusId}>Within</label>
            <select
              id={radiusId}
              value={state.radius}
              onChange={(event) => onChange({ ...state, radius: Number(event.target.value) as RadiusKm })}
            >
              {radiusOptions.map((km) => (
                <option key={km} value={km}>
                  {km} km
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <CityResults search={search} onPick={choose} />
      <p className="near-me__status" role="status">
        {message}
      </p>
      {state.near && (
        <p className="near-me__current">
          Near {state.near.label || 'your location'}, within {state.radius} km{' '}
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => onChange({ ...state, near: null, sort: state.sort === 'distance' ? 'asc' : state.sort })}
          >
            Stop searching near {state.near.label || 'my location'}
          </button>
        </p>
      )}
    </section>
  );
}
