import styles from './sandbox-divar.module.css';

// Renders an add-on exactly as Kenar received it (the body we posted), the way Divar's ad page shows its widgets:
// title/subtitle/description rows, the three-segment evaluation row with its indicator, score rows and a button.

type Json = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const colorClass = (v: unknown): string => styles[str(v)] ?? '';
const fa = (n: number) => n.toLocaleString('fa-IR');
const linkOf = (action: unknown): string | null => {
  const link = str(obj(action).open_direct_link);
  return /^https?:\/\//.test(link) ? link : null;
};

function EvaluationRow({ row }: { row: Json }) {
  const percent = Math.min(100, Math.max(0, Number(row.indicator_percentage ?? 0)));
  const right = obj(row.right);
  const middle = obj(row.middle);
  const left = obj(row.left);
  const sections = [right, middle, left].map((s) => str(s.text)).join('، ');
  return (
    <div className={styles.evaluation} role="img" aria-label={`${sections}؛ ${str(row.indicator_text)}`} data-testid="addon-evaluation-row">
      {/* Kenar: the indicator sits at indicator_percentage of the width from the left edge (100 = right edge). */}
      <span className={styles.indicator} style={{ left: `${percent}%`, ['--p' as string]: `${percent}%` }} data-percent={percent}>
        {str(row.indicator_text)}
      </span>
      <div className={styles.segments} aria-hidden="true">
        <span className={`${styles.segment} ${colorClass(left.section_color)}`}>{str(left.text)}</span>
        <span className={`${styles.segment} ${colorClass(middle.section_color)}`}>{str(middle.text)}</span>
        <span className={`${styles.segment} ${colorClass(right.section_color)}`}>{str(right.text)}</span>
      </div>
    </div>
  );
}

function ScoreRow({ row, preview }: { row: Json; preview: boolean }) {
  const value = row.percentage_score !== undefined ? `${fa(Number(row.percentage_score))}٪` : str(row.descriptive_score);
  const content = (
    <>
      <span>{str(row.title)}</span>
      <span className={`${styles.scoreValue} ${colorClass(row.score_color)}`}>{value}</span>
    </>
  );
  const link = preview ? null : linkOf(row.action);
  return link ? (
    <a className={styles.score} href={link} target="_blank" rel="noopener" data-testid="addon-score-row">
      {content}
    </a>
  ) : (
    <div className={styles.score} data-testid="addon-score-row">
      {content}
    </div>
  );
}

/**
 * `preview`: the advertiser's look at what publishing will post (/divar/price/advertiser/result), its links inert so
 * that nothing there leaves the page.
 */
export function AddonView({ widgets, preview = false }: { widgets: unknown[]; preview?: boolean }) {
  return (
    <div className={preview ? `${styles.addon} ${styles.preview}` : styles.addon} data-testid={preview ? 'divar-addon-preview' : 'divar-addon'}>
      {widgets.map((raw, i) => {
        const w = obj(raw);
        let view: React.ReactNode = null;
        if (w.title_row) view = <p className={styles.titleRow}>{str(obj(w.title_row).text)}</p>;
        else if (w.subtitle_row) view = <p className={styles.subtitleRow}>{str(obj(w.subtitle_row).text)}</p>;
        else if (w.description_row) view = <p className={styles.descriptionRow}>{str(obj(w.description_row).text)}</p>;
        else if (w.evaluation_row) view = <EvaluationRow row={obj(w.evaluation_row)} />;
        else if (w.score_row) view = <ScoreRow row={obj(w.score_row)} preview={preview} />;
        else if (w.button_bar) {
          const bar = obj(w.button_bar);
          const link = linkOf(bar.action);
          view = link && preview ? (
            <span className={styles.button} data-testid="addon-button">
              {str(bar.title)}
            </span>
          ) : link ? (
            <a className={styles.button} href={link} target="_blank" rel="noopener" data-testid="addon-button">
              {str(bar.title)}
            </a>
          ) : null;
        }
        return view ? (
          <div key={i} className={styles.widget}>
            {view}
          </div>
        ) : null;
      })}
    </div>
  );
}
