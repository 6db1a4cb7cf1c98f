'use client';
import { isAxiosError } from 'axios';
import { useEffect, useState } from 'react';
import { tokenStore } from '@/lib/auth-tokens';
import { DIVAR_UNAVAILABLE, replayedStateContext, type DivarConsentOutcome, type DivarStateContext } from '@/lib/contracts/divar';
import { bodyMessages, errorMessages } from '@/lib/errors/catalogue';
import { notify, SIGN_IN_NOTICE_ID } from '@/lib/notify';
import { completeDivarConsent } from '../api/divar-api';
import { consentSignInNotice } from '../consent-notice';

export type ConsentReturn =
  | { status: 'working' }
  | { status: 'granted'; outcome: Extract<DivarConsentOutcome, { outcome: 'granted' }> }
  | { status: 'refused'; outcome: Extract<DivarConsentOutcome, { outcome: 'refused' }> }
  /**
   * This browser's own state, spent already (Back to Divar's screen and approve again, or a reload while it was
   * completed): a signed-in user carries on with the flow (`carryOn`); otherwise the page exits to the ad.
   */
  | { status: 'replayed'; message: string; context: DivarStateContext; carryOn: boolean }
  /**
   * `again`: trying once more may help (Divar or the network failed); a refused state never will. `context`: Divar
   * failed after the state was spent, so trying again means asking Divar's consent again for the flow's ad.
   * `signInAgain`: Divar refused the user's return itself (a code it no longer honours, no phone number given) or the
   * request expired on Divar's screen, so what they need is a fresh sign-in with Divar, not a retry.
   */
  | { status: 'failed'; message: string; again: boolean; context?: DivarStateContext; signInAgain?: boolean };

// A state is spent on its first use: React may run the effect twice (strict mode), so each state is sent once per
// page load and every run waits for that one answer.
const sent = new Map<string, Promise<DivarConsentOutcome>>();

function failure(error: unknown): ConsentReturn {
  if (!isAxiosError(error) || !error.response) return { status: 'failed', message: errorMessages.networkError, again: true };
  const { status, data } = error.response;
  const context = replayedStateContext(data) ?? undefined;
  const message = bodyMessages(data)[0] ?? errorMessages.invalidRequest;
  // A spent state is refused on `state`; a refused code or phone on their own fields, with the flow to start again.
  // An expired state is refused on `state` too, but was never used: nothing to carry on with, sign in again.
  const expired = Boolean(data && typeof data === 'object' && (data as { expired?: unknown }).expired === true);
  const spentState = !expired && Boolean(data && typeof data === 'object' && 'state' in data);
  if (status === 400 && context && spentState) return { status: 'replayed', message, context, carryOn: Boolean(tokenStore.access() || tokenStore.refresh()) };
  if (status === 400 && context) return { status: 'failed', message, again: true, context, signInAgain: true };
  if (status === 400) return { status: 'failed', message, again: false };
  if (status === 429) return { status: 'failed', message: errorMessages.tooManyRequests, again: true, context };
  if (status === 503) return { status: 'failed', message: DIVAR_UNAVAILABLE, again: true, context };
  // Divar refused the token it had just given (our 403 divar_consent_required): its own words, consent again.
  if (status === 403) return { status: 'failed', message: bodyMessages(data)[0] ?? errorMessages.systemError, again: true, context };
  return { status: 'failed', message: errorMessages.systemError, again: true, context };
}

/**
 * Completes Divar's OAuth return on the page Divar sent the user to (`?state=…&code=…`; no code: they refused).
 * Granted: signs the user in with the tokens of the account of the phone number Divar gave (as after mobile + code
 * sign-in) before the page goes on, and says so when it replaced another account; refused and failed are answers
 * the page shows.
 */
export function useConsentReturn(): ConsentReturn {
  const [result, setResult] = useState<ConsentReturn>({ status: 'working' });
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const state = params.get('state') ?? '';
    const code = params.get('code') ?? undefined;
    let answer = sent.get(state);
    if (!answer) {
      answer = completeDivarConsent({ state, code });
      sent.set(state, answer);
    }
    let current = true;
    answer.then(
      (outcome) => {
        if (!current) return;
        if (outcome.outcome === 'refused') {
          setResult({ status: 'refused', outcome });
          return;
        }
        // Strict mode's second run finds the tokens already stored: one sign-in, one toast.
        if (tokenStore.access() !== outcome.access) {
          const notice = consentSignInNotice({ access: tokenStore.access(), refresh: tokenStore.refresh() }, outcome);
          tokenStore.set({ access: outcome.access, refresh: outcome.refresh });
          if (notice) notify(notice.type, notice.message, SIGN_IN_NOTICE_ID);
        }
        setResult({ status: 'granted', outcome });
      },
      (error: unknown) => {
        if (current) setResult(failure(error));
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return result;
}
