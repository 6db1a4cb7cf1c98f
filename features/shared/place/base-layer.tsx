'use client';
import { divIcon } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { CircleMarker, Marker, Pane, Polygon, Polyline, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAP_BASE_PATH, type MapBase } from '@/lib/map-base-format';
import { mapTiles } from '@/lib/map-tiles';

/** How long tiles may take before the map draws its own base under them (they still cover it if they come). */
const TILE_WAIT_MS = 4000;
/** Names of neighbourhoods and stations from this zoom on; district names below it. */
const NAMES_FROM_ZOOM = 14;

// Once one map of the page found the tile server unreachable, the others go straight to their own base.
let tilesUnreachable = false;
let baseData: Promise<MapBase> | null = null;
const loadBase = () => {
  baseData ??= fetch(MAP_BASE_PATH).then((r) => (r.ok ? (r.json() as Promise<MapBase>) : Promise.reject(new Error(`${r.status}`))));
  baseData.catch(() => {
    baseData = null; // a later map tries again
  });
  return baseData;
};

function label(text: string, kind: 'district' | 'place' | 'station') {
  const el = document.createElement('span');
  el.textContent = text;
  return divIcon({ className: `map-base-label map-base-${kind}`, html: el, iconSize: undefined });
}

/** The names in view at this zoom (a few dozen at most): the map stays light while panning. */
function Names({ base }: { base: MapBase }) {
  const map = useMap();
  const [view, setView] = useState(() => ({ zoom: map.getZoom(), bounds: map.getBounds().pad(0.2) }));
  useMapEvents({ moveend: () => setView({ zoom: map.getZoom(), bounds: map.getBounds().pad(0.2) }) });
  if (view.zoom < NAMES_FROM_ZOOM) {
    return base.districts.map((d) => <Marker key={d.district} position={d.center} icon={label(d.name, 'district')} interactive={false} keyboard={false} />);
  }
  return [
    ...base.places
      .filter((p) => view.bounds.contains(p.at))
      .map((p, i) => <Marker key={`p${i}`} position={p.at} icon={label(p.name, 'place')} interactive={false} keyboard={false} />),
    ...base.stations
      .filter((s) => view.bounds.contains(s.at))
      .map((s, i) => <Marker key={`s${i}`} position={s.at} icon={label(`ایستگاه ${s.name}`, 'station')} interactive={false} keyboard={false} />),
  ];
}

/** District outlines, metro lines and stations, and the names, from our own data (lib/map-base-format.ts). */
export function OwnBase() {
  const map = useMap();
  const [base, setBase] = useState<MapBase | null>(null);
  useEffect(() => {
    let live = true;
    loadBase().then(
      (b) => live && setBase(b),
      () => undefined, // without it the map still shows its marks and takes clicks
    );
    const container = map.getContainer();
    container.classList.add('map-base-on');
    return () => {
      live = false;
      container.classList.remove('map-base-on');
    };
  }, [map]);
  if (!base) return null;
  return (
    // Under the tile pane (200): tiles that do arrive cover it; the marks above stay on top.
    <Pane name="own-base" style={{ zIndex: 150 }}>
      {base.districts.map((d, i) => (
        <Polygon
          key={d.district}
          positions={d.ring}
          interactive={false}
          pathOptions={{ color: '#8a9a97', weight: 1.5, fillColor: '#ffffff', fillOpacity: 0.55 }}
          // Leaflet's attribution control reads a layer's `attribution` option.
          {...(i === 0 ? { attribution: base.attribution } : {})}
        />
      ))}
      {base.lines.map((l) =>
        l.segments.map((segment, i) => (
          <Polyline key={`${l.line}-${i}`} positions={segment} interactive={false} pathOptions={{ color: l.color, weight: 4, opacity: 0.9 }} />
        )),
      )}
      {base.stations.map((s) => (
        <CircleMarker key={`${s.name}-${s.at[0]}`} center={s.at} radius={3.5} interactive={false} pathOptions={{ color: '#37474f', weight: 1.5, fillColor: '#fff', fillOpacity: 1 }} />
      ))}
      <Names base={base} />
    </Pane>
  );
}

/**
 * The map's base: the configured tiles (MAP_TILE_URL), and our own base (OwnBase) whenever they do not load — no
 * tile URL, the browser offline, the first tiles failing, or none arriving within a few seconds. A failed tile
 * server is then not asked again by this page.
 */
export function BaseLayer() {
  // The map is rendered in the browser only (next/dynamic, ssr: false): the document is there.
  const [config] = useState(mapTiles);
  const [tiles, setTiles] = useState(() => Boolean(config.url) && !tilesUnreachable && navigator.onLine !== false);
  const [own, setOwn] = useState(!tiles);
  const loaded = useRef(false);
  useEffect(() => {
    if (!tiles) return undefined;
    const id = window.setTimeout(() => {
      if (!loaded.current) setOwn(true);
    }, TILE_WAIT_MS);
    return () => window.clearTimeout(id);
  }, [tiles]);
  return (
    <>
      {own && <OwnBase />}
      {tiles && (
        <TileLayer
          url={config.url}
          attribution={config.attribution}
          eventHandlers={{
            tileload: () => {
              loaded.current = true;
            },
            tileerror: () => {
              if (loaded.current) return; // one missing tile of a working server
              tilesUnreachable = true;
              setTiles(false);
              setOwn(true);
            },
          }}
        />
      )}
    </>
  );
}
