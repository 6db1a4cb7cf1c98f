'use client';
import { useEffect, useEffectEvent, useState } from 'react';

export interface IslandCode {
  /** The code has arrived: the island's next/dynamic component renders from the loaded chunk. */
  arrived: boolean;
  /** The last try failed (no connection) and it is still wanted: the caller offers `retry`. */
  failed: boolean;
  retry: () => void;
}

/**
 * Fetches a lazily loaded island's code (a `withProviders` loader: a dialog, the AI overlay, the signed-in header)
 * while it is wanted, so the island is drawn only once its code is here. Drawn before, a chunk that cannot load
 * (offline) throws in render, the error page replaces the whole page, and next/dynamic keeps the failure, so nothing
 * short of a reload tries again (QA: first with the sign-in modal). A failure calls `onFailure`, which says so in
 * Persian and closes what asked for it, or shows `failed` with a retry; the next time it is wanted, it tries again.
 */
export function useIslandCode(load: () => Promise<unknown>, wanted: boolean, onFailure: () => void): IslandCode {
  const [arrived, setArrived] = useState(false);
  const [failed, setFailed] = useState(false);
  // No longer wanted (the dialog closed): the next opening is a new try.
  if (failed && !wanted) setFailed(false);
  const failedNow = useEffectEvent(onFailure);
  useEffect(() => {
    if (!wanted || arrived || failed) return;
    let live = true;
    load().then(
      () => live && setArrived(true),
      () => {
        if (!live) return;
        setFailed(true);
        failedNow();
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, arrived, failed, load]);
  return { arrived, failed: failed && wanted, retry: () => setFailed(false) };
}
