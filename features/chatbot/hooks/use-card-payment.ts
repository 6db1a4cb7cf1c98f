'use client';
import { useCallback, useState } from 'react';
import type { AiOverlayType } from '@/components/feedback/global-overlays';
import { usePaidSubmission } from '@/features/shared/billing/use-paid-submission';
import type { AnonymousFamily } from '@/lib/contracts/billing';
import type { ChatService, ServiceCard } from '@/lib/contracts/chatbot';

const OVERLAY: Record<ChatService, AiOverlayType> = {
  price_evaluation: 'priceEvaluation',
  rental_evaluation: 'priceEvaluation',
  environmental_evaluation: 'environmentEvaluation',
  buy_suggestion: 'find',
  rent_suggestion: 'find',
};

/** spec §1: one free use a month covers sale and rent valuation together, another the buy suggestion. */
export const freeUseFamily = (card: ServiceCard): AnonymousFamily => (card.service === 'buy_suggestion' ? 'buy_suggestion' : 'price_evaluation');

/** A card saved before the payment gateway, read back (the chat loads no zod: its shape is checked by hand). */
function restoreCard(saved: unknown): ServiceCard | null {
  if (!saved || typeof saved !== 'object') return null;
  const c = saved as Partial<ServiceCard>;
  const ok =
    c.type === 'service' &&
    typeof c.service === 'string' &&
    c.service in OVERLAY &&
    typeof c.service_name === 'string' &&
    typeof c.endpoint === 'string' &&
    c.endpoint.startsWith('/api/') &&
    typeof c.result_route === 'string' &&
    c.result_route.startsWith('/') &&
    Array.isArray(c.missing) &&
    c.missing.length === 0 &&
    typeof c.prefill === 'object';
  return ok ? (c as ServiceCard) : null;
}

export interface CreditQuestion {
  card: ServiceCard;
  answer: (yes: boolean) => void;
}

/**
 * A service card through the normal paid flow (usePaidSubmission): an anonymous visitor's monthly free use, else the
 * service dialog; a signed-in user whose credit covers the card's service is asked in the chat first («۱ اعتبار
 * کسر شود؟») and nothing is charged without a yes. The answer opens the card's result page.
 */
export function useCardPayment({ onDeclined }: { onDeclined: (card: ServiceCard) => void }) {
  const [question, setQuestion] = useState<CreditQuestion | null>(null);
  const ask = useCallback(
    (card: ServiceCard) =>
      new Promise<boolean>((resolve) =>
        setQuestion({
          card,
          answer: (yes) => {
            setQuestion(null);
            if (!yes) onDeclined(card);
            resolve(yes);
          },
        }),
      ),
    [onDeclined],
  );
  const paid = usePaidSubmission<ServiceCard, Record<string, unknown>>({
    name: 'chat',
    overlay: (card) => OVERLAY[card.service],
    category: (card) => card.service,
    freeUse: { family: freeUseFamily, covers: (card) => card.anonymous_free },
    confirmCredit: { service: (card) => card.service_name, ask },
    // The dialog (short of credit) opens on the service the card priced, not the list's dearer first.
    preferredService: (card) => card.service_name,
    body: (card, service) => ({ ...card.prefill, service }),
    // The API client is loaded by the chat's first call; this only reads it.
    create: (card, body) => import('../api/chat-api').then((api) => api.createFromCard(card, body)),
    // A route may carry its own query (the rent card's `deposit=`).
    resultUrl: (card, uuid) => `${card.result_route}${card.result_route.includes('?') ? '&' : '?'}uuid=${uuid}`,
    restore: restoreCard,
  });
  const { submit } = paid;
  const start = useCallback((card: ServiceCard) => {
    // A card still missing a detail is not a request yet: the chat asks for it.
    if (card.missing.length === 0) submit(card);
  }, [submit]);
  return { start, busy: paid.busy || question !== null || paid.freeUseCheck !== null, signedIn: paid.signedIn, question, freeUseCheck: paid.freeUseCheck };
}
