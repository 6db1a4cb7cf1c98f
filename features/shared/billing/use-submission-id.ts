'use client';
import { useState } from 'react';
import { answeredStatus } from '@/lib/answered-status';

function newRequestId(): string {
  // randomUUID exists only in secure contexts (https, localhost); a plain-http deployment still gets a v4 uuid.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface Pending {
  key: string;
  id: string;
}

/**
 * The `request_id` of a paid create request (lib/contracts/refs.ts): the same submission (the same body) keeps its
 * id until it is answered, so paying again after a lost answer (a dropped connection, a timeout, or a reload: the id
 * is kept in sessionStorage under `name`, beside the form the page restores) gets the result already paid for
 * instead of a second charge. A changed form or service is a new submission; so is one after a refusal.
 */
export function useSubmissionId(name: string) {
  // One object for the component's life: callbacks that list it as a dependency stay stable.
  const [submission] = useState(() => {
    const storageKey = `submission:${name}`;
    const read = (): Pending | null => {
      try {
        return JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Pending | null;
      } catch {
        return null;
      }
    };
    const write = (pending: Pending | null) => {
      try {
        if (pending) sessionStorage.setItem(storageKey, JSON.stringify(pending));
        else sessionStorage.removeItem(storageKey);
      } catch {
        // storage unavailable: the id lives as long as the page
      }
    };
    let current: Pending | null = null;
    const done = () => {
      current = null;
      write(null);
    };
    return {
      idFor(body: unknown): string {
        const key = JSON.stringify(body);
        current ??= read();
        if (current?.key !== key) {
          current = { key, id: newRequestId() };
          write(current);
        }
        return current.id;
      },
      /** The key (the body idFor was given) of a submission still waiting for its answer, from before a reload too. */
      unansweredKey(): string | null {
        current ??= read();
        return current?.key ?? null;
      },
      /** The submission got its answer: the next one is new. */
      done,
      /** The submission failed: answered (a refusal below 500), the next one is new; unanswered, it may be retried. */
      failed(error: unknown) {
        const status = answeredStatus(error);
        if (status !== undefined && status < 500) done();
      },
    };
  });
  return submission;
}
