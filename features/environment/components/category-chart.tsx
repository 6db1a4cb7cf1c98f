import type { EnvironmentCategoryResult } from '@/lib/contracts/environment';
import { toPersianDigits } from '@/lib/fa/digits';
import hidden from '@/components/ui/visually-hidden.module.css';
import s from './environment.module.css';

const value = (v: number | null) => (v === null ? 'بی‌داده' : toPersianDigits(Math.round(v)));

/**
 * Category scores against the Tehran median, drawn on the server: for each category a bar for this place and one
 * for the median, out of 100, growing from the category's name; each value is printed on its bar (hidden on a
 * bar too short to hold it) and read out with the row.
 */
export function CategoryChart({ categories }: { categories: EnvironmentCategoryResult[] }) {
  return (
    <figure style={{ margin: 0 }} data-testid="category-chart">
      <ul className={s.chart}>
        {categories.map((c) => (
          <li key={c.id} className={s.chartRow}>
            <span className={hidden.visuallyHidden}>{`${c.name}: این محل ${value(c.score)}، میانهٔ تهران ${value(c.tehran_median)}`}</span>
            <span aria-hidden>{c.name}</span>
            <span className={s.chartBars} aria-hidden>
              <span className={`${s.chartBar} ${s.here}`} style={{ width: `${c.score ?? 0}%` }}>
                {(c.score ?? 0) >= 8 ? value(c.score) : ''}
              </span>
              <span className={`${s.chartBar} ${s.median}`} style={{ width: `${c.tehran_median ?? 0}%` }}>
                {(c.tehran_median ?? 0) >= 8 ? value(c.tehran_median) : ''}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <figcaption className={s.legend} aria-hidden>
        <span style={{ ['--swatch' as string]: '#1565c0' }}>این محل</span>
        <span style={{ ['--swatch' as string]: '#546e7a' }}>میانهٔ تهران</span>
      </figcaption>
    </figure>
  );
}
