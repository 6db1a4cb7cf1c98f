import { PIN_HALO, PREVIEW_VIEW, clearOfPin, projectPoint, type PlacePreview } from '@/lib/place-preview';
import s from './place-preview.module.css';

/**
 * The point on a picture of its area (district boundaries, metro, neighbourhood names: `server/places/place-
 * preview.ts`), plain SVG: a form shows it until its interactive map is asked for, so Leaflet and the map's base
 * layer do not load with the page. The picture centres on `point`, which may move off the preview's origin a little.
 */
export function PlacePreviewPicture({ preview, point, label }: { preview: PlacePreview; point: { latitude: number; longitude: number }; label: string }) {
  const [x, y] = projectPoint(preview.origin, point.latitude, point.longitude);
  const { width, height } = PREVIEW_VIEW;
  return (
    <svg
      className={s.picture}
      viewBox={`${x - width / 2} ${y - height / 2} ${width} ${height}`}
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={label}
      data-testid="place-preview"
    >
      <path d={preview.districts} className={s.district} />
      {preview.lines.map((l) => (
        <path key={l.color} d={l.d} stroke={l.color} className={s.line} />
      ))}
      {preview.stations.map(([sx, sy]) => (
        <circle key={`${sx},${sy}`} cx={sx} cy={sy} r={26} className={s.station} />
      ))}
      {/* The server keeps names clear of a pin at the origin; the owner's pin, read later, may sit elsewhere. */}
      {preview.names.map((name) => clearOfPin(name, [x, y])).map((n) => (
        <text key={`${n.name}@${n.x},${n.y}`} x={n.x} y={n.y} className={s.name}>
          {n.name}
        </text>
      ))}
      <circle cx={x} cy={y} r={PIN_HALO} className={s.halo} />
      <circle cx={x} cy={y} r={50} className={s.marker} />
    </svg>
  );
}
