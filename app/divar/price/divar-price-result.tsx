import { headers } from 'next/headers';
import lean from '@/components/ui/lean.module.css';
import { AddonView } from '@/app/sandbox-divar/addon-view';
import { DivarExitLink, DivarMessage } from '@/features/divar/components/divar-message';
import { DivarPage } from '@/features/divar/components/divar-page';
import { PriceVerdict } from '@/features/divar/components/price-verdict';
import { PriceWidgetControls } from '@/features/divar/components/price-widget-controls';
import { DIVAR_PAGES, divarConsentHref, divarHref, type DivarRole } from '@/lib/contracts/divar';
import { getDb } from '@/server/db/client';
import { findDivarPriceResult } from '@/server/divar/divar-pages';
import { priceAddonWidgets } from '@/server/divar/post-addon';
import { toKenarAddonBody } from '@/server/providers/divar/kenar-widgets';
import { divarExit } from '@/server/divar/exit';
import { modelAccuracy } from '@/server/valuation/model-accuracy';
import { DivarReport } from './divar-report';

const FULL_REPORT = { sale: '/price-result', rent: '/rent-price-evaluation-result' } as const;
const AGAIN_PAGE: Record<DivarRole, string> = { advertiser: DIVAR_PAGES.priceAdvertiserForm, visitor: DIVAR_PAGES.priceVisitorForm };

/**
 * A price result of the Divar flows: our estimate against the ad's asking price first (the question a Divar user
 * has), the advertiser's "show it on my ad", the ways on (the full report, value again, back to Divar), then the
 * same report sections as /price-result.
 */
export async function DivarPriceResult({ role, uuid, returnUrl }: { role: DivarRole; uuid: string; returnUrl: string | null }) {
  const exitUrl = divarExit(returnUrl);
  const found = uuid ? await findDivarPriceResult(await getDb(), uuid, await headers()) : null;
  if (!found) {
    return (
      <DivarPage>
        <DivarMessage title="نتیجه پیدا نشد" tone="error" testId="divar-result-not-found" actions={<DivarExitLink href={exitUrl} primary />}>
          ارزیابی‌ای با این نشانی برای آگهی‌های دیوار پیدا نشد. اگر پیوند را کامل باز کرده‌اید، از آگهی در دیوار دوباره شروع کنید.
        </DivarMessage>
      </DivarPage>
    );
  }
  const { result, asking, askingKnown, negotiable } = found;
  const postToken = result.divar?.post_token ?? null;
  const evaluationType = result.kind === 'rent' ? 'rent' : 'buySell';
  return (
    <DivarPage testId={`divar-price-${role}-result`}>
      <h1 className={lean.title}>{result.kind === 'sale' ? 'نتیجهٔ قیمت‌گذاری آگهی' : 'نتیجهٔ ارزیابی اجارهٔ آگهی'}</h1>
      <PriceVerdict
        result={result}
        asking={asking}
        askingKnown={askingKnown}
        negotiable={negotiable}
      />
      {role === 'advertiser' && (
        <PriceWidgetControls
          uuid={result.uuid}
          kind={result.kind}
          consentHref={divarConsentHref('price-advertiser', { post_token: postToken, return_url: returnUrl, 'evaluation-type': evaluationType })}
          // Exactly what publishing posts (the ad's price as Divar gives it now); none when Divar did not answer.
          preview={askingKnown ? <AddonView widgets={toKenarAddonBody(priceAddonWidgets(result, asking, negotiable)).widgets} preview /> : undefined}
        />
      )}
      <div className={lean.actions}>
        <DivarExitLink href={exitUrl} primary />
        <a href={`${FULL_REPORT[result.kind]}?uuid=${result.uuid}`} className={lean.outlined} data-testid="divar-full-report">
          گزارش کامل در ارزیاب
        </a>
        {postToken && (
          <a href={divarHref(AGAIN_PAGE[role], { post_token: postToken, return_url: returnUrl, 'evaluation-type': evaluationType, noLoginRequired: role === 'visitor' })} className={lean.plain}>
            ارزیابی دوباره با مشخصات دیگر
          </a>
        )}
      </div>
      <DivarReport result={result} accuracy={modelAccuracy(result.kind)} />
    </DivarPage>
  );
}
