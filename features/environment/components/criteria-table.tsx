import { Fragment } from 'react';
import type { EnvironmentCategoryResult, EnvironmentCriterionResult } from '@/lib/contracts/environment';
import { NO_DATA_LABEL } from '@/lib/contracts/environment';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatNumber } from '@/lib/fa/number';
import r from '@/features/shared/result/result.module.css';
import { formatCriterionValue, scoreColor, scoreWords } from './format-criterion';
import s from './environment.module.css';

const TONE = { success: r.success, info: r.info, warning: r.warning, error: r.error, default: '' } as const;

/** Shown only in the stacked layout, where the column headers are out of sight; hidden from screen readers, which announce the header. */
function StackedLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" data-stacked-label className={s.stackedLabel}>
      {children}{' '}
    </span>
  );
}

/**
 * How a criterion is measured and from which data (the extended report). On phones it waits behind a disclosure:
 * three or four more lines under each of 50 criteria made the report thousands of pixels longer. Wider screens
 * and print show it as a line under the description; display: none keeps the copy out of sight also out of the
 * accessibility tree.
 */
function CriterionMethod({ criterion: c }: { criterion: EnvironmentCriterionResult }) {
  const text = `روش: ${c.method} — منبع: ${c.source}`;
  return (
    <>
      <span data-part="method" className={`${s.method} ${s.methodLine}`}>
        {text}
      </span>
      <details data-part="method-disclosure" className={s.methodDisclosure}>
        <summary>روش محاسبه و منبع</summary>
        <span className={s.method}>{text}</span>
      </details>
    </>
  );
}

/**
 * The criteria, grouped by category: value, score, what it means and the Tehran median. Below `md` (the page's own
 * two-column breakpoint) each criterion becomes a block (environment.module.css); an A4 page is narrower than
 * `md`, so print gets the blocks too, each kept whole on its page and with its method written out.
 */
export function CriteriaTable({ criteria, categories, showMethod }: { criteria: EnvironmentCriterionResult[]; categories: EnvironmentCategoryResult[]; showMethod: boolean }) {
  return (
    // Should the four columns ever be wider than the screen, it scrolls sideways: a focusable region, so the
    // keyboard can scroll it too (WCAG 2.1.1); its label names the table inside.
    <div className={s.tableScroll} tabIndex={0} role="region" aria-label="جدول شاخص‌ها">
      <table className={s.table} data-testid="criteria-table" role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader">شاخص</th>
            <th role="columnheader">مقدار</th>
            <th role="columnheader">امتیاز</th>
            <th role="columnheader">میانهٔ تهران</th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {categories.map((cat) => {
            const rows = criteria.filter((c) => c.category === cat.id);
            if (rows.length === 0) return null;
            return (
              <Fragment key={cat.id}>
                <tr role="row" data-row="category">
                  <td role="cell" colSpan={4} data-cell="category" className={s.categoryCell}>
                    {cat.name}
                  </td>
                </tr>
                {rows.map((c) => (
                  <tr key={c.id} role="row" data-testid={`criterion-${c.id}`} data-available={c.available}>
                    <th scope="row" role="rowheader" data-cell="criterion" className={s.criterionCell}>
                      <span data-part="name" className={s.name}>
                        {c.name}
                      </span>
                      <span className={s.description}>{c.available ? c.description : c.reason}</span>
                      {showMethod && <CriterionMethod criterion={c} />}
                    </th>
                    <td role="cell" data-cell="value" className={s.valueCell}>
                      <StackedLabel>مقدار:</StackedLabel>
                      {c.available ? formatCriterionValue(c) : <span className={r.muted}>{NO_DATA_LABEL}</span>}
                      {c.detail && <span className={s.description}>{toPersianDigits(c.detail)}</span>}
                    </td>
                    <td role="cell" data-cell="score">
                      {c.available ? (
                        <span className={`${r.chip} ${r.chipSmall} ${s.scoreChip} ${TONE[scoreColor(c.score)]}`} title={scoreWords(c.score)}>
                          {`${toPersianDigits(c.score ?? 0)} از ۱۰۰، ${scoreWords(c.score)}`}
                        </span>
                      ) : (
                        <span className={`${r.chip} ${r.chipSmall} ${r.outlined}`}>بدون امتیاز</span>
                      )}
                    </td>
                    <td role="cell" data-cell="median" className={s.medianCell}>
                      <StackedLabel>میانهٔ تهران:</StackedLabel>
                      {c.tehran_median_value === null ? '—' : formatCriterionValue(c, c.tehran_median_value)}
                      {/* A median of the few places with data is not Tehran's (BRT: 148 of 683 centres). */}
                      {c.tehran_median_value !== null && c.tehran_median_places !== undefined && (
                        <span className={s.description} data-testid="median-places">
                          {`میانهٔ ${formatNumber(c.tehran_median_places)} محله‌ای که داده دارند، نه همهٔ تهران`}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
