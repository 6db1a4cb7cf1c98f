'use client';
import { useEffect, useState } from 'react';
import lean from '@/components/ui/lean.module.css';
import { DIVAR_PAGES, divarHref, divarNeighbourhoodResultHref } from '@/lib/contracts/divar';
import type { ValuationDivarLink } from '@/lib/contracts/valuation';
import { useHasTokens } from '@/lib/use-signed-in';

/** The newest report of the ad the viewer may see, as both Divar report kinds answer it. */
interface AdReport {
  uuid: string;
  agent_type: string;
  divar: ValuationDivarLink | null;
}

// The API client (axios) loads only for a signed-in advertiser: the entry page stays light for everyone else.
const api = () => import('../api/divar-api');

/** What an advertiser's entry offers of their earlier report: how it is fetched, said and opened. */
const SECTIONS = {
  price: {
    fetch: async (postToken: string): Promise<AdReport | null> => (await api()).fetchAdValuation(postToken),
    done: 'این آگهی را پیش‌تر قیمت‌گذاری کرده‌اید',
    href: (uuid: string, returnUrl: string | null) => divarHref(DIVAR_PAGES.priceAdvertiserResult, { uuid, return_url: returnUrl }),
  },
  neighbourhood: {
    fetch: async (postToken: string): Promise<AdReport | null> => (await api()).fetchAdEnvironment(postToken),
    done: 'محلهٔ این آگهی را پیش‌تر ارزیابی کرده‌اید',
    href: (uuid: string, returnUrl: string | null) => divarNeighbourhoodResultHref('advertiser', uuid, returnUrl),
  },
} as const;

/**
 * On the advertiser's entry pages (price, neighbourhood): their own earlier report of this ad, if any, with the way
 * to its result (where it is shown on the ad, or taken off again) rather than paying again. Quiet when there is
 * none or the user is not signed in.
 */
export function OwnReportNotice({ section, postToken, returnUrl }: { section: keyof typeof SECTIONS; postToken: string; returnUrl: string | null }) {
  const hasTokens = useHasTokens();
  const [own, setOwn] = useState<AdReport | null>(null);
  useEffect(() => {
    if (!hasTokens) return;
    let current = true;
    SECTIONS[section].fetch(postToken).then(
      (r) => current && setOwn(r?.divar?.own && r.agent_type === 'divar_advertiser' ? r : null),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [hasTokens, postToken, section]);
  if (!own) return null;
  const { done, href } = SECTIONS[section];
  const published = own.divar?.published_on_ad;
  return (
    <section className={`${lean.notice} ${lean.info}`} data-testid="divar-own-valuation">
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
