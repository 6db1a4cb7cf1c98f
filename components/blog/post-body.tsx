import Link from 'next/link';
import type { BlogBlock, BlogInline } from '@/lib/contracts/blog';
import styles from './blog.module.css';

function Inline({ parts }: { parts: BlogInline[] }) {
  return parts.map((p, i) => (typeof p === 'string' ? p : <Link key={i} href={p.href}>{p.text}</Link>));
}

/** A post's body: headings, paragraphs, lists and figure tables (each table scrolls sideways on a phone). */
export function PostBody({ blocks }: { blocks: readonly BlogBlock[] }) {
  return blocks.map((b, i) => {
    switch (b.type) {
      case 'h2':
        return <h2 key={i}>{b.text}</h2>;
      case 'p':
        return (
          <p key={i}>
            <Inline parts={b.content} />
          </p>
        );
      case 'note':
        return (
          <p key={i} className={styles.note}>
            <Inline parts={b.content} />
          </p>
        );
      case 'ul':
        return (
          <ul key={i}>
            {b.items.map((item, j) => (
              <li key={j}>
                <Inline parts={item} />
              </li>
            ))}
          </ul>
        );
      case 'table': {
        // The caption stays above the scroll box (inside it, a phone cut it off and scrolled it away); it names
        // both the box (focusable, so the keyboard can scroll a wide table, WCAG 2.1.1) and the table.
        const captionId = `post-table-${i}`;
        return (
          <figure key={i} className={styles.figure}>
            <figcaption id={captionId} className={styles.caption}>
              {b.caption}
            </figcaption>
            <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby={captionId}>
            <table className={styles.table} aria-labelledby={captionId}>
              <thead>
                <tr>
                  {b.head.map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {b.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) =>
                      c === 0 ? (
                        <th key={c} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={c}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
            </div>
          </figure>
        );
      }
    }
  });
}
