'use client';
import { type ReactNode, useEffect, useState } from 'react';
import lean from '@/components/ui/lean.module.css';
import styles from './divar.module.css';
import { DIVAR_PAGES, divarHref, divarNeighbourhoodResultHref, divarResultHref } from '@/lib/contracts/divar';
import type { ValuationDivarLink } from '@/lib/contracts/valuation';
import { useHasTokens } from '@/lib/use-signed-in';
import { visitorReport } from '@/features/shared/divar/visitor-reports';

/** The newest report of the ad the viewer may see, as both Divar report kinds answer it. */
interface AdReport {
  uuid: string;
  agent_type: string;
  divar: ValuationDivarLink | null;
}

// The API client (axios) loads after the page is drawn: the entry page stays light.
const api = () => import('../api/divar-api');

/** What an entry page offers of an earlier report of the ad: how it is fetched, said and opened. */
const SECTIONS = {
  price: {
    fetch: async (postToken: string): Promise<AdReport | null> => (await api()).fetchAdValuation(postToken),
    done: 'این آگهی را پیش‌تر قیمت‌گذاری کرده‌اید',
    href: (uuid: string, returnUrl: string | null) => divarHref(DIVAR_PAGES.priceAdvertiserResult, { uuid, return_url: returnUrl }),
    visitorHref: (uuid: string, returnUrl: string | null) => divarResultHref('visitor', uuid, returnUrl),
    published: 'آگهی‌دهنده قیمت‌گذاری ارزیاب را روی این آگهی منتشر کرده است؛ آن را بدون هزینه ببینید.',
    onAdToOthers: 'قیمت‌گذاری ارزیاب روی این آگهی نمایش داده می‌شود؛ آن را بدون هزینه ببینید.',
    mine: 'این آگهی را پیش‌تر ارزیابی کرده‌اید؛ نتیجهٔ آن را دوباره ببینید.',
  },
  neighbourhood: {
    fetch: async (postToken: string): Promise<AdReport | null> => (await api()).fetchAdEnvironment(postToken),
    done: 'محلهٔ این آگهی را پیش‌تر ارزیابی کرده‌اید',
    href: (uuid: string, returnUrl: string | null) => divarNeighbourhoodResultHref('advertiser', uuid, returnUrl),
    visitorHref: (uuid: string, returnUrl: string | null) => divarNeighbourhoodResultHref('visitor', uuid, returnUrl),
    published: 'آگهی‌دهنده ارزیابی محلهٔ ارزیاب را روی این آگهی منتشر کرده است؛ آن را بدون هزینه ببینید.',
    onAdToOthers: 'ارزیابی محلهٔ ارزیاب روی این آگهی نمایش داده می‌شود؛ آن را بدون هزینه ببینید.',
    mine: 'محلهٔ این آگهی را پیش‌تر ارزیابی کرده‌اید؛ نتیجهٔ آن را دوباره ببینید.',
  },
} as const;

type Section = keyof typeof SECTIONS;

interface NoticeProps {
  section: Section;
  postToken: string;
  returnUrl: string | null;
}

/**
 * On the advertiser's entry pages (price, neighbourhood): their own earlier report of this ad, if any, with the way
 * to its result (where it is shown on the ad, or taken off again) rather than paying again. Quiet when there is
 * none or the user is not signed in. `onAd`: the advertiser's report shown on the ad (the server's read, public,
 * whatever the sign-in hint says): the notice is drawn with the page, its link waiting for the browser's own ask,
 * so the buttons below do not move when it answers; without tokens the CSS hides it before first paint (the hint may
 * be missing while localStorage holds tokens, so it is not what decides). Without `onAd` the notice can only come
 * with that ask, after the page is drawn: the pages put it below their buttons.
 */
export function OwnReportNotice({ section, postToken, returnUrl, onAd = null }: NoticeProps & { onAd?: { uuid: string } | null }) {
  const hasTokens = useHasTokens();
  // undefined until the browser's ask answers.
  const [own, setOwn] = useState<AdReport | null | undefined>(undefined);
  useEffect(() => {
    if (!hasTokens) return;
    let current = true;
    SECTIONS[section].fetch(postToken).then(
      (r) => current && setOwn(r?.divar?.own && r.agent_type === 'divar_advertiser' ? r : null),
      () => current && setOwn(null),
    );
    return () => {
      current = false;
    };
  }, [hasTokens, postToken, section]);
  const { done, href, visitorHref, onAdToOthers } = SECTIONS[section];
  if (onAd === null) {
    if (!own) return null;
    const published = own.divar?.published_on_ad;
    return (
      <section className={`${lean.notice} ${lean.info} ${lean.signedInOnly}`} data-testid="divar-own-valuation" data-state={published ? 'on-ad' : 'private'}>
        <p className={lean.text}>
          {done}
          {published ? ' و نتیجه روی آگهی نمایش داده می‌شود.' : '.'}
        </p>
        <a href={href(own.uuid, returnUrl)} className={lean.outlined}>
          {published ? 'مشاهده یا برداشتن از روی آگهی' : 'مشاهدهٔ نتیجه'}
        </a>
      </section>
    );
  }
  // Drawn by the server before anyone knows whose report is on the ad: the owner's words, the link waiting. Kept while
  // no ask is made (no tokens): hidden by the CSS then, and the same markup the server drew. Every answer the ask may
  // give is laid in the same box (as tall as the longest), so none moves the buttons below (QA: a signed-in user not
  // the owner saw it taken away, 134 px; an owner whose newest report is private saw it lose a line).
  const state: OwnNoticeState = own === undefined ? 'on-ad' : own === null ? 'others' : own.divar?.published_on_ad ? 'on-ad' : 'private';
  const variants: Record<OwnNoticeState, { text: string; action: string; href: string | undefined }> = {
    'on-ad': { text: `${done} و نتیجه روی آگهی نمایش داده می‌شود.`, action: 'مشاهده یا برداشتن از روی آگهی', href: own ? href(own.uuid, returnUrl) : undefined },
    private: { text: `${done}.`, action: 'مشاهدهٔ نتیجه', href: own ? href(own.uuid, returnUrl) : undefined },
    // Not theirs (another account in this browser, or the ask failed): the report on the ad is public, as visitors see it.
    others: { text: onAdToOthers, action: 'نتیجهٔ منتشرشده روی این آگهی', href: visitorHref(onAd.uuid, returnUrl) },
  };
  return (
    <section
      className={`${lean.notice} ${lean.info} ${lean.signedInOnly} ${styles.stack}`}
      data-testid="divar-own-valuation"
      data-state={state}
      aria-busy={own === undefined ? true : undefined}
    >
      {(Object.keys(variants) as OwnNoticeState[]).map((key) => {
        const v = variants[key];
        const shown = key === state;
        return (
          <div key={key} aria-hidden={shown ? undefined : true} inert={!shown}>
            <p className={lean.text}>{v.text}</p>
            {/* No address (so no link role, not focusable) until the browser says which report is theirs. */}
            <a href={shown ? v.href : undefined} className={lean.outlined} aria-disabled={shown && v.href ? undefined : true}>
              {v.action}
            </a>
          </div>
        );
      })}
    </section>
  );
}

/** What the owner's notice says once the ask answers: theirs on the ad, theirs but private, or not theirs. */
type OwnNoticeState = 'on-ad' | 'private' | 'others';

interface VisitorOffers {
  /** The result the advertiser published on the ad (public: the ad links to it). */
  published: string | null;
  /** The visitor's own earlier result: their account's (signed in), else the one this browser made anonymously. */
  mine: string | null;
}

/**
 * On a visitor's entry and form pages (price, neighbourhood): a report of this ad they can see without spending the
 * month's free use or paying — the one the advertiser published on the ad (`published`, found by the server as it
 * draws the page), and their own earlier one (an anonymous visitor's is remembered by this browser; a signed-in one's
 * is asked for). Quiet when there is neither. `children`, the page's actions or its form, come between the two: the
 * published result is in the server's HTML above them, while their own is known only once the page runs in the
 * browser, so it comes below them instead of pushing them down (QA: 166 px at 390 × 844, 134 px at 1280 × 800).
 */
export function VisitorReportNotice({
  section,
  postToken,
  returnUrl,
  published: publishedOnAd,
  children,
}: NoticeProps & { published: string | null; children?: ReactNode }) {
  const hasTokens = useHasTokens();
  // The published report is known as the server draws the page: in its HTML, so the page's main actions below do
  // not jump down under the visitor's thumb once it hydrates (the webview's first tap lands where they were).
  const [offers, setOffers] = useState<VisitorOffers>({ published: publishedOnAd, mine: null });
  useEffect(() => {
    if (hasTokens === null) return;
    let current = true;
    // Made here without an account (the visitor may have signed in since): only this browser knows it is theirs.
    const remembered = visitorReport(section, postToken);
    const offer = (own: string | null) => {
      const mine = own ?? remembered;
      setOffers({ published: publishedOnAd !== mine ? publishedOnAd : null, mine });
    };
    // Nothing to ask without an account: the published report came with the page.
    if (!hasTokens) {
      offer(null);
      return;
    }
    SECTIONS[section]
      .fetch(postToken)
      .catch(() => null)
      .then((r) => {
        if (current) offer(r?.divar?.own ? r.uuid : null);
      });
    return () => {
      current = false;
    };
  }, [hasTokens, postToken, section, publishedOnAd]);
  const { published, mine } = offers;
  const { visitorHref } = SECTIONS[section];
  return (
    <>
      {published && (
        <section className={`${lean.notice} ${lean.info}`} data-testid="divar-published-report">
          <p className={lean.text}>{SECTIONS[section].published}</p>
          <a href={visitorHref(published, returnUrl)} className={lean.button}>
            نتیجهٔ منتشرشده روی این آگهی
          </a>
        </section>
      )}
      {children}
      {mine && (
        <section className={`${lean.notice} ${lean.info}`} data-testid="divar-visitor-earlier-report">
          <p className={lean.text}>{SECTIONS[section].mine}</p>
          <a href={visitorHref(mine, returnUrl)} className={lean.outlined}>
            نتیجهٔ قبلی شما
          </a>
        </section>
      )}
    </>
  );
}
