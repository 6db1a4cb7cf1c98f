import { Fragment, type ReactNode } from 'react';
import styles from './api-reference.module.css';

// After an identifier's `_` or `.` (one followed by more of it: not a sentence's full stop).
const IDENTIFIER_JOINT = /(?<=[A-Za-z0-9*\]][_.])(?=[A-Za-z0-9*])/;
// A Latin token joined by hyphens: «YYYY-MM», «Retry-After», «neighbourhood-evaluations». The browser may break a line
// after any hyphen, and a format split as «YYYY-» / «MM» reads as two things (QA: at 390 px it did).
const HYPHENATED = /([A-Za-z0-9]+(?:-[A-Za-z0-9]+)+)/;

function identifierJoints(text: string): ReactNode {
  const parts = text.split(IDENTIFIER_JOINT);
  if (parts.length === 1) return text;
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * The docs' text with a line-break opportunity (<wbr>) at each joint of its identifiers, and nowhere else: a name such
 * as `similar_area_in_neighbourhood`, a type such as `"divar_advertiser"` or a description naming
 * `environmental_evaluation_product_base` breaks between its words on a phone instead of widening the table past the
 * screen (QA: at 390 px the tables scrolled sideways), and is never split inside a word. A hyphenated token is kept on
 * one line. Plain markup, for the server page and the client table alike.
 */
export function breakIdentifiers(text: string): ReactNode {
  const parts = text.split(HYPHENATED);
  if (parts.length === 1) return identifierJoints(text);
  return parts.map((part, i) =>
    i % 2 ? (
      <span key={i} className={styles.whole}>
        {part}
      </span>
    ) : (
      <Fragment key={i}>{identifierJoints(part)}</Fragment>
    ),
  );
}
