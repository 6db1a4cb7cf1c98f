'use client';
import styles from './api-reference.module.css';
import { breakIdentifiers } from './doc-text';

/** One field of a request or answer: name, type, description, required. */
export type FieldRow = [name: string, type: string, description: string, required: boolean];

/**
 * The fields of a request or an answer as a table. A client component for its size on the wire, not for behaviour:
 * the page's payload carries each table as rows of text instead of a tree of cells (the docs page has hundreds),
 * and the server still draws the same markup.
 */
export function FieldsTable({ rows, label }: { rows: FieldRow[]; label: string }) {
  return (
    // A focusable region named after its operation: were a table ever wider than the screen, the keyboard scrolls it.
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">فیلد</th>
            <th scope="col" className={styles.type}>
              نوع
            </th>
            <th scope="col">توضیح</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, type, description, required]) => (
            <tr key={name}>
              <td className={styles.name}>
                <code dir="ltr">{breakIdentifiers(name)}</code>
                {required && <span className={styles.required}> الزامی</span>}
                {/* On a phone the type stands under the name, and its own column goes: three columns left the
                    description a dozen letters a line beside the names' and types' longest words. */}
                <code dir="ltr" className={styles.typeUnderName}>
                  {breakIdentifiers(type)}
                </code>
              </td>
              <td className={styles.type}>
                <code dir="ltr">{breakIdentifiers(type)}</code>
              </td>
              <td>{breakIdentifiers(description)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
