import type { ReactNode } from 'react';
import lean from '@/components/ui/lean.module.css';
import s from './plain-form-page.module.css';

/**
 * The frame of a form page drawn without MUI (the valuation and neighbourhood forms): a server-rendered title and
 * lead, then the form. The page's text is HTML from the server; only the form below it is a client island.
 */
export function PlainFormPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <div className={s.page}>
      <header className={s.header}>
        <h1 className={s.title}>{title}</h1>
        <p className={s.lead}>{lead}</p>
      </header>
      {children}
    </div>
  );
}

/** One titled card of a form page (a step of the form, or what the service measures). */
export function FormStep({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`${lean.card} ${className ?? ''}`}>
      <h2 className={s.stepTitle}>{title}</h2>
      {children}
    </section>
  );
}
