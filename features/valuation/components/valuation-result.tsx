import NextLink from 'next/link';
import { DraftLink } from '@/components/form/draft-link';
import { blankFormHref } from '@/lib/blank-form';
import { PrintFooter } from '@/features/shared/result/print-footer';
import { ResultHeading } from '@/features/shared/result/result-heading';
import { SameHomeLinks } from '@/features/shared/result/same-home-links';
import r from '@/features/shared/result/result.module.css';
import {
  CONFIDENCE_LABEL,
  VALUATION_FAMILY,
  type ModelAccuracy,
  type ValuationConfidence,
  type ValuationKind,
  type ValuationResult,
} from '@/lib/contracts/valuation';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliLong, formatJalaliMonth } from '@/lib/fa/jalali';
import { formatMoney } from '@/lib/fa/money';
import { formatNumber } from '@/lib/fa/number';
import { editLinkOfValuation, sameHomeLinksOfValuation } from '@/lib/same-home';
import { confidenceReasonText } from '@/lib/contracts/confidence-reason';
import { estimateBasis } from './estimate-basis';
import { perM2Words } from './listing-counts';
import { PriceDateNote } from './price-date-note';
import { ValuationActions } from './valuation-actions';
import { ValuationReportSections } from './valuation-report';

const CONFIDENCE_TONE: Record<ValuationConfidence, string> = { high: r.success, medium: r.info, low: r.warning };
const TITLE: Record<ValuationKind, string> = { sale: 'قیمت‌گذاری خرید و فروش', rent: 'ارزیابی رهن و اجاره' };

export interface ValuationResultProps {
  result: ValuationResult;
  accuracy: ModelAccuracy | null;
  /** spec §2 `state` query parameter, carried through links and the gateway's return. */
  state?: string;
  /**
   * The rent page's `deposit` query parameter (toman, digits): the deposit the rent slider starts at, instead of
   * half the full deposit (the chat's rent card adds the deposit the user said; RentSlider's depositFromParam reads it
   * and ignores junk). Suggestion results' rent links may add it too.
   */
  deposit?: string;
}

/**
 * spec §2 /price-result and /rent-price-evaluation-result, rendered on the server: the report is markup, charts
 * included; the upgrade, print and share buttons, the rent slider, the charts' keys and the map are small client
 * islands. After an upgrade the page is rendered again with the extended report.
 */
export function ValuationResultView({ result: v, accuracy, state, deposit }: ValuationResultProps) {
  const extended = v.tier === 'complementary';
  // Another property: a blank form on the default deal type, not this report's property and kind from the draft.
  const newHref = blankFormHref('/price', { state });
  const e = v.estimate;
  const headline = v.kind === 'sale' ? v.estimate.total : v.estimate.full_deposit;
  const priceMonth = formatJalaliMonth(v.price_date);
  const confidenceReason = confidenceReasonText(v, v.price_index?.reference_month ?? null);

  return (
    <div className={`${r.page} ${r.stack}`} data-testid="valuation-result" data-tier={v.tier} data-kind={v.kind}>
      <div className={r.card}>
        <div className={r.header}>
          <div className={r.headerMain}>
            <ResultHeading className={r.title}>
              {TITLE[v.kind]}: {v.place.neighbourhood.name}
            </ResultHeading>
            <p className={r.muted}>
              {v.place.city}، {toPersianDigits(v.place.district_name)}، {formatNumber(v.inputs.area)} متر مربع؛ گزارش {formatJalaliLong(v.created_at)}
            </p>

            <div>
              {/* The report's own date sits above; this says which month's prices the figure is in. */}
              <p className={`${r.muted} ${r.small}`} data-testid="estimate-heading">
                {v.kind === 'sale' ? 'قیمت برآوردی کل' : 'ارزش اجاره به صورت رهن کامل'}، به قیمت {priceMonth}
              </p>
              <p className={r.figure} data-testid="estimate-total" data-value={headline}>
                {formatMoney(headline)}
              </p>
              <p className={r.p} data-testid="estimate-per-m2">
                {/* Rent's per m² is the full-deposit equivalent's, not a monthly rent. */}
                {perM2Words(v.kind, 'long')}: <b>{formatMoney(e.per_m2)}</b>
              </p>
              {/* Its own line and a whole-flat label: run on after the per-m² figure it read as a rent per m². */}
              {v.kind === 'rent' && (
                <p className={r.p} data-testid="estimate-monthly">
                  اجارهٔ ماهانه بدون ودیعه برای کل واحد: <b>{formatMoney(v.estimate.monthly_rent_without_deposit)}</b> در ماه
                </p>
              )}
            </div>

            <div className={r.chips}>
              <span className={`${r.chip} ${CONFIDENCE_TONE[e.confidence]}`} data-testid="confidence-chip">
                {CONFIDENCE_LABEL[e.confidence]}
              </span>
              <span className={`${r.chip} ${r.outlined}`} data-testid="price-date">
                قیمت به تاریخ {priceMonth}
              </span>
              <span className={`${r.chip} ${r.outlined}`} data-testid="tier-chip">
                {extended ? 'گزارش تکمیلی' : 'گزارش پایه'}
              </span>
            </div>
            {confidenceReason && (
              <p className={`${r.muted} ${r.caption}`} data-testid="confidence-reason">
                {confidenceReason}
              </p>
            )}
            <p className={`${r.muted} ${r.caption}`} data-testid="estimate-label">
              {v.label}؛ {estimateBasis(v.data_points)}
            </p>
            {v.price_index && <PriceDateNote kind={v.kind} index={v.price_index} lastTested={accuracy?.backtest_last_month ?? null} />}
          </div>

          <div className={r.actions} data-print-hide>
            <ValuationActions
              kind={v.kind}
              uuid={v.uuid}
              base={v.tier === 'base'}
              canUpgrade={v.can_upgrade}
              category={VALUATION_FAMILY[v.kind]}
              agentType={v.agent_type}
              state={state}
              startHref={newHref}
            />
            {/* Every viewer, like the links below: the form is filled only with what this page shows. */}
            <EditInputsLink v={v} />
            <NextLink href={newHref} prefetch={false} className={r.button} data-testid="another-valuation">
              قیمت‌گذاری ملکی دیگر
            </NextLink>
            {/* Every viewer, a shared link's visitor too: the forms are filled only with what this page shows (the
                place, its pin and «مشخصات واردشده»), and it is the viewer's own valuation, paid for as usual. */}
            <SameHomeLinks title="همین ملک در سرویس‌های دیگر" links={sameHomeLinksOfValuation(v)} />
          </div>
        </div>
      </div>

      <ValuationReportSections v={v} accuracy={accuracy} deposit={deposit} />
      <PrintFooter kind={v.kind} uuid={v.uuid} />
    </div>
  );
}

/** «ویرایش مشخصات»: /price again on this deal type, filled with this report's place and property (its draft). */
function EditInputsLink({ v }: { v: Pick<ValuationResult, 'kind' | 'inputs' | 'place'> }) {
  const link = editLinkOfValuation(v);
  return (
    <DraftLink href={link.href} path={link.path} draftKey={link.draftKey} draft={link.draft} className={`${r.button} ${r.outlinedButton}`} testId={link.testId}>
      {link.label}
    </DraftLink>
  );
}
