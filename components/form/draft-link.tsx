'use client';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';

export interface DraftLinkProps {
  /** The address for what writes no draft: a new tab, a copied link. */
  href: string;
  /** Where a plain click goes, once `draft` is stored as the form's draft (useFormDraft) under `draftKey`. */
  path: string;
  draftKey: string;
  draft: unknown;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A link that opens a form page filled: a plain click (or Enter) stores the form's draft, which the form restores as
 * its own and keeps through a reload, the sign-in and the payment gateway, then opens `path`. A click that opens a
 * new tab or window follows `href`, whose query the form also reads; so does a click when storage is unavailable.
 */
export function DraftLink({ href, path, draftKey, draft, className, testId, children }: DraftLinkProps) {
  const router = useRouter();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    try {
      sessionStorage.setItem(draftKey, JSON.stringify(draft));
    } catch {
      return;
    }
    e.preventDefault();
    router.push(path);
  };
  return (
    <NextLink href={href} prefetch={false} onClick={onClick} className={className} data-testid={testId}>
      {children}
    </NextLink>
  );
}
