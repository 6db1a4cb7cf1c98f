import { DraftLink } from '@/components/form/draft-link';
import type { SameHomeLink } from '@/lib/same-home';
import r from './result.module.css';
import s from './same-home-links.module.css';

/**
 * A result's links to the same home's other services (lib/same-home.ts), in its actions column (hidden in print):
 * each opens the other service's form filled from this report, to review and pay for as usual.
 */
export function SameHomeLinks({ title, links }: { title: string; links: SameHomeLink[] }) {
  return (
    <nav className={s.links} aria-labelledby="same-home-title" data-testid="same-home-links">
      <p id="same-home-title" className={`${r.muted} ${r.small} ${s.title}`}>
        {title}
      </p>
      {links.map((link) => (
        <DraftLink key={link.testId} href={link.href} path={link.path} draftKey={link.draftKey} draft={link.draft} className={`${r.button} ${r.outlinedButton}`} testId={link.testId}>
          {link.label}
        </DraftLink>
      ))}
    </nav>
  );
}
