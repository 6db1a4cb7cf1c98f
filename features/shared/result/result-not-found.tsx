import NextLink from 'next/link';
import type { ReactNode } from 'react';
import r from './result.module.css';

export interface ResultNotFoundProps {
  testId: string;
  title: string;
  /** Where to start over, e.g. the service's form. */
  action: { href: string; label: string };
  children: ReactNode;
}

/** Friendly answer for an unknown or malformed result uuid (server markup). */
export function ResultNotFound({ testId, title, action, children }: ResultNotFoundProps) {
  return (
    <div className={r.notFound} data-testid={testId}>
      <h1 className={r.title}>{title}</h1>
      <p className={r.muted} style={{ lineHeight: 2, margin: '16px 0 24px' }}>
        {children}
      </p>
      <NextLink href={action.href} prefetch={false} className={`${r.button} ${r.contained}`}>
        {action.label}
      </NextLink>
    </div>
  );
}
