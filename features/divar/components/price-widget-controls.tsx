'use client';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import lean from '@/components/ui/lean.module.css';
import { isDivarConsentRequired } from '@/lib/answered-status';
import { PRICE_VERDICT_LABEL, type PriceVerdict } from '@/lib/contracts/divar';
import { toPersianDigits } from '@/lib/fa/digits';
import type { ValuationKind } from '@/lib/contracts/valuation';
import { notify } from '@/lib/notify';
import { useHasTokens } from '@/lib/use-signed-in';

// The API (and axios under it) loads only for a signed-in viewer: a result page read signed out (a visitor, a shared
// link, the referral's result) does not download it.
const api = () => import('../api/divar-api');

type Status =
  | { step: 'checking' }
  /** Not the advertiser's own report here (signed out, someone else's, a visitor's): nothing to offer. */
  | { step: 'none' }
  /**
   * `unconfirmed`: Divar did not answer our last change of the add-on in time, so whether the ad shows the report
   * (`published`: what we asked) is not known; the advertiser is asked to look and offered both ways.
   */
  | { step: 'ready'; published: boolean; unconfirmed: boolean; busy: boolean; shown?: string | null; consentNeeded: boolean; confirming?: boolean };

/** A report's section of our add-on: how the viewer's report is read, shown on the ad, taken off, and said. */
interface WidgetSection {
  view: (uuid: string) => Promise<{ agent_type: string; divar: { own: boolean; published_on_ad: boolean; addon_unconfirmed?: boolean } | null }>;
  /** What the ad now shows, in a few words (the verdict, the score), or null. */
  publish: (uuid: string) => Promise<{ published: boolean; shown: string | null; addon_unconfirmed: boolean }>;
  remove: (uuid: string) => Promise<{ addon_unconfirmed: boolean }>;
  offer: string;
}

export type WidgetSectionName = 'price' | ValuationKind | 'neighbourhood';

function widgetSection(name: WidgetSectionName): WidgetSection {
  if (name === 'neighbourhood') {
    return {
      view: async (uuid) => (await api()).fetchViewerEnvironment(uuid),
      publish: async (uuid) => {
        const r = await (await api()).publishNeighbourhoodWidget(uuid);
        return { published: r.published, shown: r.overall_score === null ? null : `امتیاز ${toPersianDigits(r.overall_score)} از ۱۰۰`, addon_unconfirmed: r.addon_unconfirmed };
      },
      remove: async (uuid) => (await api()).removeNeighbourhoodWidget(uuid),
      offer: 'بازدیدکنندگان آگهی امتیاز محله، سه ویژگی برتر و کم‌امتیازترین دستهٔ آن را روی آگهی می‌بینند و می‌توانند گزارش کامل را باز کنند. هر وقت بخواهید می‌توانید آن را بردارید.',
    };
  }
  return {
    view: async (uuid) => (await api()).fetchViewerValuation(name === 'rent' ? 'rent' : 'sale', uuid),
    publish: async (uuid) => {
      const r = await (await api()).publishPriceWidget(uuid);
      return { published: r.published, shown: r.verdict ? PRICE_VERDICT_LABEL[r.verdict as PriceVerdict] : null, addon_unconfirmed: r.addon_unconfirmed };
    },
    remove: async (uuid) => (await api()).removePriceWidget(uuid),
    offer: 'بازدیدکنندگان آگهی می‌توانند برآورد ما را در مقایسه با قیمت شما ببینند (ارزان، منصفانه یا گران) و گزارش کامل را باز کنند. هر وقت بخواهید می‌توانید آن را بردارید.',
  };
}

interface ControlsProps {
  uuid: string;
  consentHref: string;
  /** The widgets publishing would post, rendered as Divar shows them (server-made): shown before publishing. */
  preview?: ReactNode;
  /**
   * What the page's server read of the report's add-on (shown on the ad, answered by Divar), where the page is the
   * advertiser's by its link: the card is drawn from it at once, its buttons waiting for the check that the viewer is
   * the advertiser, instead of a grey placeholder (QA: ~0.7 s on the referral result).
   */
  known?: { published: boolean; unconfirmed: boolean };
}

/** "Show it on my ad" for the advertiser's own valuation (issue 27). */
export function PriceWidgetControls({ kind, ...props }: ControlsProps & { kind: ValuationKind }) {
  return <AdWidgetControls section={kind} {...props} />;
}

/**
 * "Show it on my ad" for the advertiser's own report of their Divar ad (a valuation: the price row against their
 * asking price; a neighbourhood evaluation: the score rows), with a button to the full report; offers to take it off
 * again at any time (Divar's policy: removing needs no new consent). When Divar's grant has ended, offers to give it
 * again.
 */
export function AdWidgetControls({ uuid, section: name, consentHref, preview, known }: ControlsProps & { section: WidgetSectionName }) {
  const section = widgetSection(name);
  const hasTokens = useHasTokens();
  const [status, setStatus] = useState<Status>(() =>
    known ? { step: 'ready', ...known, busy: false, consentNeeded: false, confirming: true } : { step: 'checking' },
  );

  useEffect(() => {
    if (!hasTokens) return;
    let current = true;
    widgetSection(name).view(uuid).then(
      (r) => {
        if (!current) return;
        const mine = r.divar?.own && r.agent_type === 'divar_advertiser';
        setStatus(
          mine
            ? { step: 'ready', published: Boolean(r.divar?.published_on_ad), unconfirmed: Boolean(r.divar?.addon_unconfirmed), busy: false, consentNeeded: false }
            : { step: 'none' },
        );
      },
      () => current && setStatus({ step: 'none' }),
    );
    return () => {
      current = false;
    };
  }, [hasTokens, name, uuid]);

  // The button pressed is disabled while Divar answers and then gives way to the other one (show ↔ take off), so the
  // focus fell to the page's start (QA: a keyboard user then tabbed through the page again): it goes to the button
  // now offered, the next thing to do here.
  const actions = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const settled = status.step === 'ready' && !status.busy;
  useEffect(() => {
    if (!settled || !refocus.current) return;
    refocus.current = false;
    actions.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [settled, status]);

  // Signed out (as the server already knew from the sign-in hint): nothing of the user's to show on the ad.
  if (hasTokens === false || status.step === 'none') return null;
  if (status.step === 'checking') return <div className={lean.skeleton} style={{ height: 104 }} aria-hidden="true" />;

  const act = async (publish: boolean) => {
    refocus.current = Boolean(actions.current?.contains(document.activeElement));
    setStatus({ ...status, busy: true });
    try {
      const answer = publish ? await section.publish(uuid) : { ...(await section.remove(uuid)), published: false, shown: null };
      setStatus({ step: 'ready', published: answer.published, unconfirmed: answer.addon_unconfirmed, busy: false, shown: answer.shown, consentNeeded: false });
      // Unanswered by Divar: the card's own words say what is not known and what to do, with no toast claiming it done.
      if (!answer.addon_unconfirmed) {
        notify('success', answer.published ? 'نتیجه روی آگهی شما در دیوار نمایش داده می‌شود.' : 'نتیجه از روی آگهی شما برداشته شد.', 'divar-widget');
      }
    } catch (error) {
      const consentNeeded = isDivarConsentRequired(error);
      setStatus({ ...status, busy: false, consentNeeded });
    }
  };

  return (
    <section
      className={lean.card}
      aria-labelledby="divar-widget-title"
      data-testid="divar-widget-controls"
      data-published={status.published}
      data-unconfirmed={status.unconfirmed}
      aria-busy={status.confirming || undefined}
    >
      <h2 id="divar-widget-title" className={lean.heading}>
        نمایش روی آگهی شما
      </h2>
      <p className={lean.text} aria-live="polite" data-testid="divar-widget-status">
        {status.unconfirmed
          ? status.published
            ? 'دیوار به‌موقع پاسخ نداد، پس هنوز نمی‌دانیم این نتیجه روی آگهی شما نمایش داده می‌شود یا نه؛ شاید تا چند دقیقهٔ دیگر نمایش داده شود. آگهی را در دیوار ببینید: اگر نتیجه روی آن نبود، دوباره بفرستید. هر وقت بخواهید می‌توانید آن را بردارید.'
            : 'دیوار به‌موقع پاسخ نداد، پس هنوز نمی‌دانیم این نتیجه از روی آگهی شما برداشته شده است یا نه. آگهی را در دیوار ببینید: اگر نتیجه هنوز روی آن بود، دوباره آن را بردارید.'
          : status.published
            ? `این نتیجه${status.shown ? ` («${status.shown}»)` : ''} روی آگهی شما در دیوار نمایش داده می‌شود، با دکمه‌ای به گزارش کامل. هر وقت بخواهید می‌توانید آن را بردارید.`
            : section.offer}
      </p>
      {!status.published && preview && (
        <div data-testid="divar-widget-preview">
          <p className={lean.muted}>آنچه روی آگهی نمایش داده می‌شود:</p>
          {preview}
        </div>
      )}
      {status.consentNeeded && (
        <p className={`${lean.notice} ${lean.warning}`} role="alert">
          اجازهٔ دیوار برای افزودن به آگهی تمام شده است؛ با اجازهٔ دوباره، نتیجه را روی آگهی نشان دهید.{' '}
          <a href={consentHref} data-testid="divar-consent-again">
            اجازهٔ دوباره از دیوار
          </a>
        </p>
      )}
      <div className={lean.actions} ref={actions}>
        {/* Unconfirmed, both ways are offered: sending the same add-on again or taking it off settles what the ad shows. */}
        {(!status.published || status.unconfirmed) && (
          <button type="button" className={lean.button} disabled={status.busy || status.confirming} onClick={() => void act(true)} data-testid="divar-widget-publish">
            {status.busy && <span className={lean.spinner} aria-hidden="true" />}
            {status.published ? 'ارسال دوباره به آگهی' : 'نمایش نتیجه روی آگهی من'}
          </button>
        )}
        {(status.published || status.unconfirmed) && (
          <button type="button" className={`${lean.outlined} ${lean.danger}`} disabled={status.busy || status.confirming} onClick={() => void act(false)} data-testid="divar-widget-remove">
            {status.busy && <span className={lean.spinner} aria-hidden="true" />}
            {status.published ? 'برداشتن از روی آگهی' : 'برداشتن دوباره از روی آگهی'}
          </button>
        )}
      </div>
    </section>
  );
}
