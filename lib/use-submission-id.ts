'use client';
import { useState } from 'react';

function newRequestId(): string {
  // randomUUID exists only in secure contexts (https, localhost); a plain-http deployment still gets a v4 uuid.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The `request_id` of a paid create request (lib/contracts/refs.ts): the same submission (the same body) keeps its
 * id until it succeeds, so paying again after a lost answer (a dropped connection, a timeout) gets the result
 * already paid for instead of a second charge; a changed form or service is a new submission.
 */
export function useSubmissionId() {
  // One object for the component's life: callbacks that list it as a dependency stay stable.
  const [submission] = useState(() => {
    let current: { key: string; id: string } | null = null;
    return {
      idFor(body: unknown): string {
        const key = JSON.stringify(body);
        if (current?.key !== key) current = { key, id: newRequestId() };
        return current.id;
      },
      /** The submission got its answer: the next one is new. */
      done() {
        current = null;
      },
    };
  });
  return submission;
}
