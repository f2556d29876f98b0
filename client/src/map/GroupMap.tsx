import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MapPoint } from '@/map/cluster';
import { useHydrated } from '@/ui/useHydrated';
import '@/map/group-map.css';

/** Leaflet and the base map are a chunk of their own, fetched only when a map is shown. */
const LeafletMap = lazy(() => import('@/map/LeafletMap'));

/**
 * A map of groups (markers that link to their pages, clustered when close). Drawn in the
 * browser only, after the page is the app's: the prerendered page has a placeholder of the same size.
 */
export function GroupMap({
  points,
  label,
  size = 'large',
  fitZoom,
}: {
  points: readonly MapPoint[];
  label: string;
  size?: 'large' | 'small';
  fitZoom?: number;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const placeholder = <div className={`group-map group-map--${size} group-map--loading`}>Loading map…</div>;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <div className={`group-map group-map--${size}`}>
        <LeafletMap points={points} label={label} onOpen={(href) => void navigate(href)} fitZoom={fitZoom} />
      </div>
    </Suspense>
  );
}
