'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openDialog, useDialog } from '@/components/dialogs/dialog-store';
import { type AiOverlayType, useOverlays } from '@/components/feedback/global-overlays';
import { answeredEntry, discardFormDraft, keepAnsweredDraft } from '@/components/form/use-form-draft';
import { answeredStatus, isDivarConsentRequired, requestFailure } from '@/lib/answered-status';
import type { AgentType, AnonymousFamily, ServiceFamily, ServiceKind } from '@/lib/contracts/billing';
import { withdrawReportedToasts } from '@/lib/reported-toasts';
import { errorMessages } from '@/lib/errors/catalogue';
import { notify } from '@/lib/notify';
import { useSignedIn, useSignedOutElsewhere } from '@/lib/use-signed-in';
import { isFreeUseSpent, markFreeUseSpent, useFreeUseSpent } from './anonymous-free-use';
import { chosenBeforeGateway, type PendingService, usePaidReturnHere } from './use-paid-return';
import { useSubmissionId } from './use-submission-id';

export interface PaidSubmissionOptions<T, B extends object> {
  /** Names the submission's request id in sessionStorage (one per page: 'valuation', 'suggestion', …). */
  name: string;
  /** The AI overlay shown while the request runs (spec §2). */
  overlay: AiOverlayType | ((input: T) => AiOverlayType);
  /** The service family the submission is paid from (spec §3). */
  category: (input: T) => ServiceFamily;
  /** Whose services are offered (spec §3 agent types: a Divar advertiser's differ from a product user's). */
  agentType?: AgentType;
  /** The kinds the dialog offers (default: base and complementary). */
  serviceKinds?: ServiceKind[];
  /** Added to the gateway's return address, for a page that needs more than its own address to come back. */
  extraQuery?: Record<string, string>;
  /**
   * The anonymous monthly free use (spec §1) this page offers, and which submissions it covers (default: all). A
   * submission it does not cover goes to the service dialog, which asks an anonymous visitor to sign in.
   */
  freeUse?: { family: AnonymousFamily | ((input: T) => AnonymousFamily); covers?: (input: T) => boolean };
  /**
   * Offered first in the sign-up a 426 opens (the Divar pages: «ورود با حساب دیوار», which needs no SMS code);
   * without it the sign-up asks for the mobile number only.
   */
  partnerSignIn?: { label: string; href: string };
  /**
   * Where the partner gives its consent to act on the ad again (the Divar advertiser's forms): an answer that it is
   * missing or has ended (403 `divar_consent_required`, e.g. a signed-in account that never consented for this ad
   * opened the form directly) asks whether to go there, instead of leaving only the toast. The form's draft stays,
   * so the consent's return finds the form as it was.
   */
  partnerConsent?: { href: string };
  /**
   * A signed-in user whose credit covers the named service is asked here instead of in the service dialog (the
   * chat's «۱ اعتبار کسر شود؟»): yes pays with that credit, no runs nothing. Without enough credit, or when the
   * balance cannot be read, the service dialog opens as usual.
   */
  confirmCredit?: { service: (input: T) => string; ask: (input: T) => Promise<boolean> };
  /** The service (name) the page offered for this input at its price: the service dialog chooses it first. */
  preferredService?: (input: T) => string;
  /** The create request's body for a validated input and the chosen service (id, or name for the free use). */
  body: (input: T, service: number | string) => B;
  /** Sends the body (with its request id); the answer names the result. */
  create: (input: T, body: B & { request_id: string }) => Promise<{ uuid: string }>;
  /** The result page the answer opens, for the uuid it names (`…?uuid=…` on most pages). */
  resultUrl: (input: T, uuid: string) => string;
  /**
   * Reads back an input saved before the payment gateway; null when it is not one (nothing is sent then). May
   * answer later (a lean page loads its contract on first use).
   */
  restore: (saved: unknown) => T | null | Promise<T | null>;
  /** Shows a restored input in the form, before it is submitted again. */
  onRestore?: (input: T) => void;
  /**
   * The form's draft (useFormDraft's sessionStorage key): dropped once the submission is answered, so the form opens
   * blank next time instead of with this property and its deal type.
   */
  draftKey?: string;
  /**
   * The answered draft is kept for the browser's Back to this page instead (keepAnsweredDraft): Back from the result
   * shows the form as it was sent; any other visit still starts blank. Sent again from there unchanged (the same
   * request body for the service that answered it), the form first asks whether to open that answer's result instead
   * of paying again for the same report (the engine is deterministic): `repeatQuestion` names the page's service.
   */
  draftForBack?: boolean;
  /**
   * The words of that question: what was done («همین ملک را همین حالا قیمت‌گذاری کرده‌اید.») and the button that
   * pays again («قیمت‌گذاری دوباره»).
   */
  repeatQuestion?: { done: string; again: string };
}

const GENERIC_REPEAT = { done: 'همین درخواست را همین حالا فرستاده‌اید.', again: 'فرستادن دوباره' };

/**
 * The result a submission was answered with, kept in sessionStorage (under `answered:<name>`) from the answer until
 * the page that asked is left for it. A reload in between (the result page is slow to arrive on a phone, the AI
 * overlay is still up) otherwise came back to a blank form with the credit spent and nothing said: the next press
 * even offered to buy credit again (QA).
 */
const answeredKey = (name: string) => `answered:${name}`;

function keepAnswer(name: string, url: string | null): void {
  try {
    if (url) sessionStorage.setItem(answeredKey(name), url);
    else sessionStorage.removeItem(answeredKey(name));
  } catch {
    // storage unavailable: a reload finds nothing, as before
  }
}

function keptAnswer(name: string): string | null {
  try {
    return sessionStorage.getItem(answeredKey(name));
  } catch {
    return null;
  }
}

/**
 * The input a draftForBack form's answer was for, kept under `answeredInput:<name>` with the history entry
 * keepAnsweredDraft marked (`entry`): the form on that entry (Back to it, a reload there) knows what it already got.
 * `key` is the request's category and body as the submission id keys them, `service` the one it was paid with.
 */
interface AnsweredInput {
  entry: string;
  url: string;
  key: string;
  service: number | string;
}
const answeredInputKey = (name: string) => `answeredInput:${name}`;

function keepAnsweredInput(name: string, answered: AnsweredInput | null): void {
  try {
    if (answered) sessionStorage.setItem(answeredInputKey(name), JSON.stringify(answered));
    else sessionStorage.removeItem(answeredInputKey(name));
  } catch {
    // storage unavailable: a repeat is sent as any other submission
  }
}

function answeredInputHere(name: string): AnsweredInput | null {
  const entry = answeredEntry();
  if (entry === null) return null;
  try {
    const kept = JSON.parse(sessionStorage.getItem(answeredInputKey(name)) ?? 'null') as Partial<AnsweredInput> | null;
    const { url, key, service } = kept ?? {};
    if (kept?.entry !== entry || typeof url !== 'string' || typeof key !== 'string') return null;
    return typeof service === 'number' || typeof service === 'string' ? { entry, url, key, service } : null;
  } catch {
    return null;
  }
}

/** Whether this document was loaded by a reload (not a link, not Back: those never bounce to a result). */
function loadedByReload(): boolean {
  const [entry] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'reload';
}

/**
 * The header's balance after a payment made outside the service dialog (which refreshes it itself). React Query is
 * loaded only now: a page without it (the chat) does not carry it for this.
 */
function balanceChanged(): void {
  void Promise.all([import('@/lib/query-client'), import('../user/user-data-changed')])
    .then(([{ getQueryClient }, { userDataChanged }]) => userDataChanged(getQueryClient()))
    .catch(() => undefined);
}

export interface PaidSubmission<T> {
  /** Runs the paid flow for a validated input (the form's button: an unchanged repeat is asked about first). */
  submit: (input: T) => void;
  /** An anonymous visitor's free use is running (the service dialog shows its own progress). */
  busy: boolean;
  signedIn: boolean;
  /** This browser already spent this month's free use (the button stops promising one). */
  freeSpent: boolean;
  /**
   * Set when a submission would spend the anonymous free use after the session ended elsewhere (useSignedOutElsewhere):
   * nothing is sent until the page has said so (FreeUseCheck) and the user chose. `useFree` spends the free use,
   * `signIn` opens the sign-in and, signed in, goes on with the account's credit.
   */
  freeUseCheck: { useFree: () => void; signIn: () => void } | null;
}

/**
 * The paid submission of a service page (spec §1/§2/§4), from a validated form to the result page:
 * - an anonymous visitor's monthly free use runs directly; a 426 (used up) marks it spent and opens the sign-up,
 *   and once the visitor is signed in and the sign-up closes, the same input goes on as a signed-in submission;
 * - but when this page had the user signed in and the session ended elsewhere (another tab signed out, a refused
 *   token), the input is held (`freeUseCheck`, shown by FreeUseCheck) until they choose the free use or a sign-in;
 * - with `confirmCredit`, a signed-in user whose credit covers the service is asked on the page and pays on yes;
 * - otherwise the service dialog opens: the user picks a service and pays with credit, or buys credit at the gateway
 *   (the dialog keeps the input), and back from a paid return the input is restored and the dialog opens again;
 * - the request runs under the AI overlay with a request id that stays the same until it is answered, so paying
 *   again after a lost answer opens the result already paid for instead of charging twice; an answer whose result
 *   page a reload interrupted opens it when the form loads again;
 * - with `draftForBack`, the same input sent again from the form's answered history entry is asked about first: its
 *   result opens without a request, or it is paid for again as chosen;
 * - the answer opens the result page; a failure hides the overlay (the API client has said why, or, when the
 *   request's code could not load, this hook: the network message) and leaves the dialog open.
 */
export function usePaidSubmission<T, B extends object>(options: PaidSubmissionOptions<T, B>): PaidSubmission<T> {
  const router = useRouter();
  const signedIn = useSignedIn();
  const { showAiOverlay, hideAiOverlay, ask, confirm } = useOverlays();
  const submission = useSubmissionId(options.name);
  const staticFamily = options.freeUse?.family;
  const freeSpent = useFreeUseSpent(typeof staticFamily === 'string' ? staticFamily : null);
  const signedOutElsewhere = useSignedOutElsewhere();
  const [busy, setBusy] = useState(false);
  // The input held back until the user, signed out elsewhere, chose between the free use and signing in again; once
  // they chose the free use it is not asked again on this page until a sign-in.
  const [heldForCheck, setHeldForCheck] = useState<{ input: T } | null>(null);
  const freeUseChosen = useRef(false);
  // The input a 426 sent to the sign-up: it goes on once the user is signed in and the modal has closed.
  const awaitingSignIn = useRef<T | null>(null);
  const authOpen = useDialog('auth') !== undefined;
  // The page builds its options anew on every render; the flow reads the latest ones.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const run = useCallback(
    async (input: T, service: number | string) => {
      const { name, overlay, category, body, create, resultUrl, draftKey, draftForBack } = latest.current;
      showAiOverlay(typeof overlay === 'function' ? overlay(input) : overlay);
      try {
        const plain = body(input, service);
        const sent = { category: category(input), body: plain };
        const request_id = submission.idFor(sent);
        const { uuid } = await create(input, { ...plain, request_id });
        submission.done();
        let entry: string | null = null;
        if (draftKey && draftForBack) entry = keepAnsweredDraft(draftKey);
        else if (draftKey) discardFormDraft(draftKey);
        const url = resultUrl(input, uuid);
        keepAnswer(name, url);
        keepAnsweredInput(name, entry === null ? null : { entry, url, key: JSON.stringify(sent), service });
        router.push(url);
      } catch (error) {
        submission.failed(error);
        hideAiOverlay();
        // The API client toasts every failed request. What failed before any request went out is the request's own
        // code, which loads with the first submit: offline it never arrives, and nothing else would say so.
        if (requestFailure(error) === undefined) notify('error', errorMessages.networkError, 'submission-not-sent');
        const consent = latest.current.partnerConsent;
        if (consent && isDivarConsentRequired(error)) {
          // The dialog says it with the way to consent; the API client's toast of the same refusal would say it twice.
          withdrawReportedToasts(error);
          void confirm({
            title: 'اجازهٔ دیوار لازم است',
            message: 'دیوار هنوز اجازه نداده است که این آگهی را با حساب شما قیمت‌گذاری کنیم، یا اجازهٔ قبلی تمام شده است. پس از اجازه در دیوار به همین فرم برمی‌گردید و مشخصاتی که وارد کرده‌اید می‌ماند؛ اعتباری کسر نشده است.',
            confirmLabel: 'اجازه در دیوار',
            cancelLabel: 'انصراف',
          }).then((go) => {
            if (go) window.location.assign(consent.href);
          });
        }
        throw error;
      }
    },
    [router, showAiOverlay, hideAiOverlay, confirm, submission],
  );

  // The service of this input's submission still waiting for an answer: the key idFor keeps is the category and body,
  // so the same input paid with that service gives the same key.
  const unansweredService = useCallback(
    (input: T): number | undefined => {
      const key = submission.unansweredKey();
      if (key === null) return undefined;
      let service: unknown;
      try {
        service = (JSON.parse(key) as { body?: { service?: unknown } }).body?.service;
      } catch {
        return undefined;
      }
      if (typeof service !== 'number') return undefined;
      const { category, body } = latest.current;
      return JSON.stringify({ category: category(input), body: body(input, service) }) === key ? service : undefined;
    },
    [submission],
  );

  // `chosen`: the service the user picked in the dialog before buying credit at the gateway (resume below).
  const submitWith = useCallback(
    (input: T, chosen?: string) => {
      const { freeUse, confirmCredit, category, agentType = 'product', serviceKinds = ['base', 'complementary'], extraQuery, preferredService } = latest.current;
      const openServiceDialog = () =>
        openDialog('service', {
          category: category(input),
          agentType,
          serviceKinds,
          extraQuery,
          formValues: { input },
          unansweredService: unansweredService(input),
          preferredService: chosen ?? preferredService?.(input),
          onPayWithCredit: (service) => run(input, service.id),
        });
      if (!signedIn && freeUse && (freeUse.covers?.(input) ?? true)) {
        const family = typeof freeUse.family === 'function' ? freeUse.family(input) : freeUse.family;
        // The user meant their account (the page had them signed in): the free use is not spent before they are told.
        // One already spent here is not at stake (the server's 426 asks for the sign-up).
        if (signedOutElsewhere && !freeUseChosen.current && !isFreeUseSpent(family)) {
          setHeldForCheck({ input });
          return;
        }
        setBusy(true);
        // spec §3 names: the family's base service for this agent type.
        run(input, `${category(input)}_${agentType}_base`)
          .then(() => markFreeUseSpent(family))
          .catch((error: unknown) => {
            // spec §1/§8: the free use is spent (426); the API client toasts why, the sign-up follows.
            if (answeredStatus(error) === 426) {
              markFreeUseSpent(family);
              awaitingSignIn.current = input;
              openDialog('auth', { authType: 'signup', partner: latest.current.partnerSignIn });
            }
          })
          .finally(() => setBusy(false));
        return;
      }
      // Back from buying credit for another service than the page's own, the on-page question would be about the
      // page's: the dialog opens on the user's choice instead.
      if (signedIn && confirmCredit && (chosen === undefined || chosen === confirmCredit.service(input))) {
        const service = confirmCredit.service(input);
        setBusy(true);
        // The API client loads with the first request, not with the form.
        import('./user-credits')
          .then(({ fetchUserCredits }) => fetchUserCredits({ silent: true }))
          .then(
            (credits) => credits.services_credits.some((s) => s.service_name === service && s.can_use_service),
            () => false,
          )
          .then(async (covered) => {
            if (!covered) return openServiceDialog();
            // Nothing is charged unless the user says yes here.
            if (!(await confirmCredit.ask(input))) return;
            await run(input, service);
            balanceChanged();
          })
          // A failed run: the API client has said why; the card stays to try again.
          .catch(() => undefined)
          .finally(() => setBusy(false));
        return;
      }
      openServiceDialog();
    },
    [run, signedIn, signedOutElsewhere, unansweredService],
  );
  // The service chosen before a payment that did not go through (cancelled at the gateway, failed): the next try on
  // this page offers it first again, once.
  const choiceBeforeUnpaid = useRef<string | undefined>(undefined);
  const submit = useCallback(
    (input: T) => {
      const chosen = choiceBeforeUnpaid.current;
      choiceBeforeUnpaid.current = undefined;
      submitWith(input, chosen);
    },
    [submitWith],
  );

  const resume = useCallback(
    (pending: PendingService) => {
      const chosen = chosenBeforeGateway(pending);
      const again = (input: T | null) => {
        if (input === null) return;
        latest.current.onRestore?.(input);
        submitWith(input, chosen);
      };
      const restored = latest.current.restore(pending.formValues?.input);
      // A synchronous contract answers at once, so the service choice opens with the page's first paint.
      if (restored instanceof Promise) void restored.then(again);
      else again(restored);
    },
    [submitWith],
  );
  const keepChoice = useCallback((pending: PendingService) => {
    choiceBeforeUnpaid.current = chosenBeforeGateway(pending);
  }, []);
  usePaidReturnHere(resume, true, keepChoice);

  // The result this form entry already got for this very input (Back to the form as sent, pressed again unchanged):
  // compared as the server would get it, for the service that answered it. Any change, or another entry: none.
  const previousResult = useCallback((input: T): string | null => {
    const { name, draftForBack, category, body } = latest.current;
    if (!draftForBack) return null;
    const kept = answeredInputHere(name);
    if (kept === null) return null;
    return JSON.stringify({ category: category(input), body: body(input, kept.service) }) === kept.key ? kept.url : null;
  }, []);
  // One question at a time: a second press while the dialog's code is still loading asks nothing more.
  const asking = useRef(false);
  // The form's button. Only the user's own press asks: the sign-up's and the gateway's continuations pay as chosen.
  const press = useCallback(
    (input: T) => {
      const url = previousResult(input);
      if (url === null) return submit(input);
      if (asking.current) return;
      asking.current = true;
      const { repeatQuestion, freeUse } = latest.current;
      const { done, again } = repeatQuestion ?? GENERIC_REPEAT;
      // Signed out with no free use left for it, sending again is answered by the sign-up (426): say so up front.
      const family = freeUse && (freeUse.covers?.(input) ?? true) ? (typeof freeUse.family === 'function' ? freeUse.family(input) : freeUse.family) : null;
      const needsAccount = !signedIn && (family === null || isFreeUseSpent(family));
      void ask({
        title: 'نتیجهٔ قبلی را ببینید؟',
        message: `${done} دیدن نتیجهٔ قبلی هزینه‌ای ندارد؛ ${again} ${needsAccount ? 'به ورود به حساب کاربری نیاز دارد و ' : ''}یک بار دیگر هزینه دارد.`,
        confirmLabel: 'دیدن نتیجهٔ قبلی',
        cancelLabel: again,
      })
        .then((choice) => {
          // The result already paid for opens as the answer did (Back returns to this form); nothing is sent.
          if (choice === true) router.push(url);
          else if (choice === false) submit(input);
          // Closed without a choice (Escape): nothing happens.
        })
        .finally(() => {
          asking.current = false;
        });
    },
    [ask, previousResult, router, submit, signedIn],
  );

  // An answer kept from before a reload opens its result (replacing the form in the history); the kept answer goes
  // once read, and when this page is left in the app (the result arrived), so Back to the form never bounces.
  useEffect(() => {
    const { name } = latest.current;
    const url = keptAnswer(name);
    keepAnswer(name, null);
    if (url && loadedByReload()) router.replace(url);
    return () => keepAnswer(name, null);
  }, [router]);

  // The sign-up a 426 asked for: closed signed in, the user continues to the service choice without pressing the
  // form's button again; closed without signing in, the input is dropped (a later sign-in opens nothing by itself).
  useEffect(() => {
    const input = awaitingSignIn.current;
    if (input === null || authOpen) return;
    awaitingSignIn.current = null;
    if (signedIn) submit(input);
  }, [authOpen, signedIn, submit]);

  // Signed in again (in another tab: the form's button now pays from the account): nothing is held, and a later end of
  // the session asks again.
  useEffect(() => {
    if (signedIn) freeUseChosen.current = false;
  }, [signedIn]);
  if (signedIn && heldForCheck) setHeldForCheck(null);

  const freeUseCheck =
    heldForCheck && !signedIn
      ? {
          useFree: () => {
            freeUseChosen.current = true;
            setHeldForCheck(null);
            submit(heldForCheck.input);
          },
          signIn: () => {
            awaitingSignIn.current = heldForCheck.input;
            setHeldForCheck(null);
            // Inside Divar's pages its one-tap sign-in comes first, as in the sign-up a 426 opens.
            openDialog('auth', { authType: 'login', partner: latest.current.partnerSignIn });
          },
        }
      : null;

  return { submit: press, busy, signedIn, freeSpent, freeUseCheck };
}
