import * as L from 'leaflet';
import cities from '@/map/cities.json';

/**
 * City names on the offline base map (the country shapes alone say little at city zoom): the
 * most populous cities of the gazetteer the server ships (scripts/map-cities.js writes them,
 * most populous first), in the map's own chunk, so nothing is fetched. At each zoom a city is
 * named only where no larger one already is, so the names never pile up. They are decoration:
 * hidden from screen readers and never focused (the list beside the map says where each group is).
 */

/** [name, lat, lon], most populous first. */
type CityLabel = [string, number, number];

/** A name takes about this much room on screen (px), with a margin: closer names give way to the larger city. */
const room = { width: 110, height: 22 };
/** Below this zoom (the whole world) the names would cover the map. */
const minZoom = 3;

function labelMarker([name, lat, lon]: CityLabel): L.Marker {
  const label = document.createElement('span');
  label.className = 'map-city__name';
  label.textContent = name;
  return L.marker([lat, lon], {
    icon: L.divIcon({ html: label, className: 'map-city', iconSize: [0, 0] }),
    interactive: false,
    keyboard: false,
    pane: 'cityLabels',
  });
}

/** Adds the names layer; it redraws itself at each zoom. */
export function addCityLabels(map: L.Map): void {
  const pane = map.createPane('cityLabels');
  pane.setAttribute('aria-hidden', 'true');
  const layer = L.layerGroup().addTo(map);
  const markers = new Map<CityLabel, L.Marker>();
  const draw = () => {
    layer.clearLayers();
    const zoom = map.getZoom();
    if (zoom < minZoom) return;
    const placed: L.Point[] = [];
    for (const city of cities as CityLabel[]) {
      const at = map.project([city[1], city[2]], zoom);
      const crowded = placed.some(
        (other) => Math.abs(other.x - at.x) < room.width && Math.abs(other.y - at.y) < room.height,
      );
      if (crowded) continue;
      placed.push(at);
      let marker = markers.get(city);
      if (!marker) {
        marker = labelMarker(city);
        markers.set(city, marker);
      }
      layer.addLayer(marker);
    }
  };
  draw();
  map.on('zoomend', draw);
}
