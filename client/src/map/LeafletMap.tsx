import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { fetchAppConfig } from '@/auth/appConfig';
import { addCityLabels } from '@/map/cityLabels';
import { clusterPoints, samePlace, type Cluster, type MapPoint } from '@/map/cluster';
import '@/map/map.css';

/**
 * The map itself, in its own chunk: Leaflet, the base map and the markers load only when a page
 * shows a map. The base map is the app's own (Natural Earth country shapes from world-atlas,
 * served with the app's assets), so nothing leaves the app's origin; an operator who sets
 * MAP_TILE_URL gets that tile service instead.
 */

export interface LeafletMapProps {
  points: readonly MapPoint[];
  /** The map's accessible name. */
  label: string;
  /** Opens a group's page inside the app (a marker's link). */
  onOpen: (href: string) => void;
  /** The closest the map zooms in when it fits its points. */
  fitZoom?: number;
}

/** Markers closer than this on screen (px) become one cluster. */
const clusterRadiusPx = 40;
/** The offline shapes are coarse: past city level they show nothing more. */
const offlineMaxZoom = 11;
const tilesMaxZoom = 18;
const worldView = { center: L.latLng(30, 10), zoom: 2 };

/** A link to a group's page that opens in the app (a plain click) or as the browser does otherwise. */
function groupLink(point: MapPoint, onOpen: (href: string) => void, className: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = point.href;
  link.className = className;
  link.dataset.groupId = point.id;
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(point.href);
  });
  return link;
}

function visuallyHidden(text: string): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = 'visually-hidden';
  span.textContent = text;
  return span;
}

/** One group: a dot that is a link, named by the group and its place for screen readers. */
function pinMarker(point: MapPoint, onOpen: (href: string) => void): L.Marker {
  const link = groupLink(point, onOpen, 'map-pin__link');
  link.title = point.name;
  link.append(visuallyHidden(`${point.name}, ${point.place}`));
  return L.marker([point.lat, point.lon], {
    icon: L.divIcon({ html: link, className: 'map-pin', iconSize: [22, 22] }),
    // The link inside takes the focus; the marker's own focus stop would be a second, unnamed one.
    keyboard: false,
  });
}

/** The groups of a cluster that zooming cannot split (one place): a popup listing their links. */
function openList(map: L.Map, cluster: Cluster, onOpen: (href: string) => void): void {
  const content = document.createElement('div');
  const heading = document.createElement('p');
  heading.className = 'map-popup__title';
  heading.textContent = `${cluster.points.length} groups in ${cluster.points[0]?.place ?? 'this place'}`;
  const list = document.createElement('ul');
  list.className = 'map-popup__list';
  for (const point of cluster.points) {
    const item = document.createElement('li');
    const link = groupLink(point, onOpen, 'map-popup__link');
    link.textContent = point.name;
    item.append(link);
    list.append(item);
  }
  content.append(heading, list);
  L.popup({ maxHeight: 240 }).setLatLng([cluster.lat, cluster.lon]).setContent(content).openOn(map);
  list.querySelector('a')?.focus();
}

/** Several groups: a button with their count that zooms in to split them, or lists them. */
function clusterMarker(map: L.Map, cluster: Cluster, onOpen: (href: string) => void): L.Marker {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'map-cluster__button';
  button.textContent = String(cluster.points.length);
  const single = samePlace(cluster);
  button.append(
    visuallyHidden(
      single
        ? ` groups in ${cluster.points[0]?.place ?? 'one place'}: list them`
        : ' groups close together: zoom in to see them',
    ),
  );
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    if (single || map.getZoom() >= map.getMaxZoom()) {
      openList(map, cluster, onOpen);
      return;
    }
    map.fitBounds(L.latLngBounds(cluster.points.map((point) => [point.lat, point.lon])), { padding: [40, 40] });
    // Keyboard users stay in the map after the button they pressed is redrawn.
    map.getContainer().focus();
  });
  const size = cluster.points.length < 10 ? 30 : cluster.points.length < 100 ? 36 : 42;
  return L.marker([cluster.lat, cluster.lon], {
    icon: L.divIcon({ html: button, className: 'map-cluster', iconSize: [size, size] }),
    keyboard: false,
  });
}

/** The operator's tile service when one is configured, else the app's own country shapes and city names. */
async function addBaseMap(map: L.Map, removed: () => boolean): Promise<void> {
  const config = await fetchAppConfig().catch(() => null);
  if (removed()) return;
  if (config?.mapTileUrl) {
    map.setMaxZoom(tilesMaxZoom);
    L.tileLayer(config.mapTileUrl, { attribution: config.mapTileAttribution ?? '', maxZoom: tilesMaxZoom }).addTo(map);
    return;
  }
  const response = await fetch(countriesUrl);
  if (!response.ok) throw new Error(`The base map did not load (HTTP ${response.status}).`);
  const topology = (await response.json()) as Topology<{ countries: GeometryCollection }>;
  if (removed()) return;
  L.geoJSON(feature(topology, topology.objects.countries), {
    interactive: false,
    style: { className: 'map-land', weight: 0.6 },
  }).addTo(map);
  addCityLabels(map);
  map.attributionControl.addAttribution('Shapes: Natural Earth');
}

export default function LeafletMap({ points, label, onOpen, fitZoom = 10 }: LeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef<L.LayerGroup | null>(null);
  const openRef = useRef(onOpen);
  useEffect(() => {
    openRef.current = onOpen;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { worldCopyJump: true, minZoom: 1, maxZoom: offlineMaxZoom });
    map.attributionControl.setPrefix(false);
    map.setView(worldView.center, worldView.zoom);
    markersRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    let removed = false;
    addBaseMap(map, () => removed).catch((error: unknown) => {
      if (!removed) console.error(error);
    });
    return () => {
      removed = true;
      map.remove();
      mapRef.current = null;
      markersRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const markers = markersRef.current;
    if (!map || !markers) return;
    const open = (href: string) => openRef.current(href);
    const draw = () => {
      markers.clearLayers();
      const zoom = map.getZoom();
      for (const cluster of clusterPoints(
        points,
        (point) => map.project([point.lat, point.lon], zoom),
        clusterRadiusPx,
      )) {
        const [only] = cluster.points;
        markers.addLayer(
          cluster.points.length === 1 && only ? pinMarker(only, open) : clusterMarker(map, cluster, open),
        );
      }
    };
    if (points.length > 0) {
      map.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lon])), {
        padding: [32, 32],
        maxZoom: fitZoom,
        animate: false,
      });
    }
    draw();
    map.on('zoomend', draw);
    return () => {
      map.off('zoomend', draw);
    };
  }, [points, fitZoom]);

  return <div ref={containerRef} className="leaflet-host" role="region" aria-label={label} />;
}
