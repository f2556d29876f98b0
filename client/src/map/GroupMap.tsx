import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MapPoint } from '@/map/cluster';
import { useHydrated } from '@/ui/useHydrated';
import '@/map/group-map.css';

/** Leaflet and the base map are a chunk of their own, fetched only when a map is shown. */
const LeafletMap = lazy(() => import('@/map/LeafletMap'));

/** True once the element has come near the viewport (at once where the browser cannot tell). */
function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/**
 * A map of groups (markers that link to their pages, clustered when close). Drawn in the
 * browser only, after the page is the app's: the prerendered page has a placeholder of the same
 * size. `whenVisible` waits until the map is scrolled near (a map low on a page costs nothing before).
 */
export function GroupMap({
  points,
  label,
  size = 'large',
  fitZoom,
  whenVisible = false,
}: {
  points: readonly MapPoint[];
  label: string;
  size?: 'large' | 'small';
  fitZoom?: number;
  whenVisible?: boolean;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [ref, near] = useNearViewport(whenVisible);
  const placeholder = (
    <div ref={ref} className={`group-map group-map--${size} group-map--loading`}>
      Loading map…
    </div>
  );
  if (!hydrated || !near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <div className={`group-map group-map--${size}`}>
        <LeafletMap points={points} label={label} onOpen={(href) => void navigate(href)} fitZoom={fitZoom} />
      </div>
    </Suspense>
  );
}
