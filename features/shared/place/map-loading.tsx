import s from './when-visible.module.css';

/** Placeholder while a lazily loaded map's chunk (Leaflet) arrives: the `loading` of every map's next/dynamic. */
export function MapLoading() {
  return (
    <div className={s.loading}>
      <span className={s.spinner} role="progressbar" aria-label="در حال بارگذاری نقشه" />
    </div>
  );
}
