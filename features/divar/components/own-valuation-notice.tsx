'use client';
import { useEffect, useState } from 'react';
import lean from '@/components/ui/lean.module.css';
import { DIVAR_PAGES, divarHref } from '@/lib/contracts/divar';
import type { ValuationResult } from '@/lib/contracts/valuation';
import { useHasTokens } from '@/lib/use-signed-in';

/**
 * On the advertiser's entry page: their own earlier valuation of this ad, if any, with the way to its result (where
 * it is shown on the ad, or taken off again). Quiet when there is none or the user is not signed in.
 */
export function OwnValuationNotice({ postToken, returnUrl }: { postToken: string; returnUrl: string | null }) {
  const hasTokens = useHasTokens();
  const [own, setOwn] = useState<ValuationResult | null>(null);
  useEffect(() => {
    if (!hasTokens) return;
    let current = true;
    // The API client (axios) loads only for a signed-in advertiser: the entry page stays light for everyone else.
    import('../api/divar-api')
      .then(({ fetchAdValuation }) => fetchAdValuation(postToken))
      .then(
        (r) => current && setOwn(r?.divar?.own && r.agent_type === 'divar_advertiser' ? r : null),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [hasTokens, postToken]);
  if (!own) return null;
  return (
    <section className={`${lean.notice} ${lean.info}`} data-testid="divar-own-valuation">
      <p className={lean.text}>
        این آگهی را پیش‌تر قیمت‌گذاری کرده‌اید{own.divar?.published_on_ad ? ' و نتیجه روی آگهی نمایش داده می‌شود.' : '.'}
      </p>
      <a href={divarHref(DIVAR_PAGES.priceAdvertiserResult, { uuid: own.uuid, return_url: returnUrl })} className={lean.outlined}>
        {own.divar?.published_on_ad ? 'مشاهده یا برداشتن از روی آگهی' : 'مشاهدهٔ نتیجه'}
      </a>
    </section>
  );
}
