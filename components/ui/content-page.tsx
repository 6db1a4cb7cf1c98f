import type { ReactNode } from 'react';
import styles from './page.module.css';

/** Informational page frame: a title block and readable prose (about, FAQ, terms…). */
export function ContentPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <article className={styles.content}>
      <header className={styles.contentHeader}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      <div className={styles.prose}>{children}</div>
    </article>
  );
}
