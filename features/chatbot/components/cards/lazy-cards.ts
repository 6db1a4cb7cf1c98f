'use client';
import { useEffect, useState } from 'react';
import type { ChatCard } from '@/lib/contracts/chatbot';

// The cards' views (market figures, trends, a neighbourhood, plans, a paid service) load with the first message that
// has a card: the greeting and most replies are text, and the page's first load stays without them.

type CardsModule = typeof import('./card-view');

let loaded: CardsModule | null = null;
let loading: Promise<CardsModule> | null = null;

function loadCards(): Promise<CardsModule> {
  loading ??= import('./card-view').then(
    (m) => (loaded = m),
    (error: unknown) => {
      loading = null; // a chunk that did not arrive is asked for again next time
      throw error;
    },
  );
  return loading;
}

/**
 * Resolves once the views of these messages' cards are loaded (at once when none has a card), never rejects: the chat
 * waits for them before it shows the messages, so that no card appears a moment later and moves what is below it.
 */
export async function loadCardsFor(messages: readonly { cards: readonly ChatCard[] }[]): Promise<void> {
  if (loaded || !messages.some((m) => m.cards.length > 0)) return;
  await loadCards().catch(() => undefined);
}

/**
 * The card views when `needed`, once loaded (normally already, by loadCardsFor); null until then. Read from the module
 * itself, not kept in state: a message that had no cards when it was first drawn (the greeting drawn before the
 * history) shows its cards as soon as it gets them.
 */
export function useCardViews(needed: boolean): CardsModule | null {
  const [, setLoaded] = useState(loaded);
  useEffect(() => {
    if (needed && !loaded) loadCards().then(setLoaded, () => undefined);
  }, [needed]);
  return needed ? loaded : null;
}
