import type { ReactNode } from 'react';
import s from './result.module.css';

export interface ResultSectionProps {
  title: string;
  children: ReactNode;
  testId?: string;
  /** Shown at the end of the title row (e.g. a count). */
  action?: ReactNode;
  /**
   * A section for a map: printed only once the map has loaded (WhenVisible). Before that it holds a grey placeholder
   * button, which printed as a large empty box.
   */
  printOnlyWithMap?: boolean;
}

/** One titled card of a result page (server markup); kept whole on a printed page. */
export function ResultSection({ title, children, testId, action, printOnlyWithMap }: ResultSectionProps) {
  const heading = <h2 className={s.sectionTitle}>{title}</h2>;
  return (
    <section className={s.card} data-testid={testId} data-print-only-with-map={printOnlyWithMap ? '' : undefined}>
      {action ? (
        <div className={s.titleRow}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
