import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { WhenVisible } from '@/features/shared/place/when-visible';
import { PrintFooter } from '@/features/shared/result/print-footer';
import { ResultHeading } from '@/features/shared/result/result-heading';
import { ResultSection } from '@/features/shared/result/result-section';
import { SameHomeLinks } from '@/features/shared/result/same-home-links';
import { UpgradeOffer } from '@/features/shared/result/upgrade-offer';
import r from '@/features/shared/result/result.module.css';
import { blankFormHref } from '@/lib/blank-form';
import { percentileWords, scoreBand, type EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliLong } from '@/lib/fa/jalali';
import { ENVIRONMENT_FORM_PATH, sameHomeLinksOfEnvironment } from '@/lib/same-home';
import { CategoryChart } from './category-chart';
import { CriteriaTable } from './criteria-table';
import { EnvironmentActions } from './environment-actions';
import { coverageNote, formatCriterionValue, GOOD_FROM, strengthsAndWeaknesses, WEAK_BELOW } from './format-criterion';
import { LazyResultMap } from './lazy-result-map';
import { scoreAgainstMedian } from './score-against-median';
import s from './environment.module.css';

const TONE = { success: r.success, info: r.info, warning: r.warning, error: r.error } as const;

export interface EnvironmentResultProps {
  result: EnvironmentEvaluationResult;
  /** A partner's page (Divar's shell): what follows the score card (its own actions), and its own forms for «another». */
  partner?: {
    afterHeader: ReactNode;
    /** The partner's form for this viewer's own evaluation (instead of /neighborhood, which leaves the shell). */
    startHref: string;
    /** Made without an account (an anonymous visitor's free use): the page does not ask to sign in to upgrade it. */
    ownerless: boolean;
    /** The advertiser's report, on the page the ad's visitors open: not theirs to upgrade, nor to sign in for. */
    publishedOnAd?: boolean;
  };
}

/**
 * spec §2 environment result, rendered on the server: overall score and band, categories, criteria, map, Tehran
 * comparison, sources. The upgrade and print button and the map are client islands; after an upgrade the page is
 * rendered again with the extended report. On a partner's page its actions follow the score card, and its links
 * stay on the partner's pages.
 */
export function EnvironmentResult({ result: e, partner }: EnvironmentResultProps) {
  const band = scoreBand(e.overall_score);
  const extended = e.tier === 'extended';
  const shown = e.criteria.filter((c) => c.available && c.score !== null);
  const { strengths, weaknesses } = strengthsAndWeaknesses(e.criteria);
  const overall = toPersianDigits(Math.round(e.overall_score));

  return (
    <div className={`${r.page} ${r.stack}`} data-testid="environment-result" data-tier={e.tier}>
      <div className={r.card}>
        <div className={s.scoreHeader}>
          <div className={s.ring} style={{ ['--tone' as string]: `var(--mui-palette-${band.tone}-main)` }} role="img" aria-label={`امتیاز کل ${overall} از ۱۰۰`}>
            <div>
              <p className={s.overall} data-testid="overall-score">
                {overall}
              </p>
              <p className={`${r.muted} ${r.caption}`}>از ۱۰۰</p>
            </div>
          </div>
          <div className={r.headerMain}>
            <ResultHeading className={r.title}>ارزیابی محله: {e.place.neighbourhood.name}</ResultHeading>
            <p className={r.muted}>
              {toPersianDigits(e.place.district_name)}، {formatJalaliLong(e.created_at)}
            </p>
            <div className={r.chips}>
              <span className={`${r.chip} ${TONE[band.tone]}`} data-testid="score-band">
                وضعیت کلی: {band.label}
              </span>
              {e.percentile !== null && <span className={`${r.chip} ${r.outlined}`}>{percentileWords(e.percentile)}</span>}
              <span className={`${r.chip} ${r.outlined}`} data-testid="tier-chip">
                {extended ? 'گزارش تکمیلی' : 'گزارش پایه'}
              </span>
            </div>
            {e.tehran_median_score !== null && <p className={`${r.p} ${r.small}`}>{scoreAgainstMedian(e.overall_score, e.tehran_median_score)}</p>}
            <p className={`${r.muted} ${r.caption}`}>
              {toPersianDigits(e.criteria_available)} شاخص از {toPersianDigits(e.criteria_total)} شاخص با دادهٔ واقعی سنجیده شد؛ وزن شاخص‌های بی‌داده میان بقیه پخش
              شده است.
            </p>
          </div>
          <div className={r.actions} data-print-hide>
            <EnvironmentActions
              uuid={e.uuid}
              base={e.tier === 'base'}
              canUpgrade={e.can_upgrade}
              agentType={e.agent_type}
              startHref={partner?.startHref}
              ownerless={partner?.ownerless}
              publishedOnAd={partner?.publishedOnAd}
            />
            {/* A partner's page keeps its links on the partner's pages: the product's forms leave its shell. */}
            {!partner && (
              <>
                {/* Another place: the form blank, not this place from its draft. */}
                <NextLink href={blankFormHref(ENVIRONMENT_FORM_PATH)} prefetch={false} className={r.button}>
                  ارزیابی محله‌ای دیگر
                </NextLink>
                {/* Every viewer, a shared link's visitor too: the form gets only the place this page names, and the
                    valuation is the viewer's own, paid for as usual. */}
                <SameHomeLinks title="سرویس‌های دیگر در همین محل" links={sameHomeLinksOfEnvironment(e)} />
              </>
            )}
          </div>
        </div>
      </div>
      {partner?.afterHeader}

      <div className={r.two}>
        <ResultSection title="امتیاز دسته‌ها" testId="category-scores">
          <div className={s.categories}>
            {e.categories.map((c) => (
              <div key={c.id} data-testid={`category-${c.id}`}>
                <div className={r.row}>
                  <span className={`${r.small} ${s.categoryName}`}>{c.name}</span>
                  <span className={r.small}>
                    {c.score === null ? 'داده در دسترس نیست' : toPersianDigits(c.score)}
                    {c.score !== null && <span className={`${r.muted} ${r.caption} ${r.nowrap}`} data-testid="category-weight"> · وزن {toPersianDigits(Math.round(c.weight))}٪</span>}
                    {c.tehran_median !== null && <span className={`${r.muted} ${r.caption}`}> (میانهٔ تهران {toPersianDigits(Math.round(c.tehran_median))})</span>}
                  </span>
                </div>
                <div className={r.meter} role="progressbar" aria-label={c.name} aria-valuenow={c.score ?? 0} aria-valuemin={0} aria-valuemax={100}>
                  <span style={{ width: `${c.score ?? 0}%` }} />
                </div>
              </div>
            ))}
          </div>
          <p className={`${r.muted} ${r.caption} ${r.noteBelow}`} data-testid="overall-method">
            امتیاز کل میانگین وزن‌دار امتیاز دسته‌هاست؛ وزن هر دسته سهم شاخص‌های دارای دادهٔ آن از وزن همهٔ شاخص‌های دارای داده است.
          </p>
        </ResultSection>
        <ResultSection title="مقایسه با میانهٔ تهران">
          <CategoryChart categories={e.categories} />
        </ResultSection>
      </div>

      {shown.length > 0 && (
        <div className={r.two}>
          <ResultSection title="نقاط قوت" testId="strengths">
            {strengths.length > 0 ? (
              <ul className={`${r.list} ${r.small}`}>
                {strengths.map((c) => (
                  <li key={c.id}>
                    ✓ {c.name}: {formatCriterionValue(c)} <span className={r.nowrap}>(امتیاز {toPersianDigits(c.score)})</span>
                    <CoverageNote criterion={c} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={`${r.p} ${r.small}`}>نقطهٔ قوت برجسته‌ای ندارد: هیچ شاخصی امتیاز «خوب» (دست‌کم {toPersianDigits(GOOD_FROM)}) نگرفته است.</p>
            )}
          </ResultSection>
          <ResultSection title="نقاط ضعف" testId="weaknesses">
            {weaknesses.length > 0 ? (
              <ul className={`${r.list} ${r.small}`}>
                {weaknesses.map((c) => (
                  <li key={c.id}>
                    • {c.name}: {formatCriterionValue(c)} <span className={r.nowrap}>(امتیاز {toPersianDigits(c.score)})</span>
                    <CoverageNote criterion={c} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={`${r.p} ${r.small}`}>نقطهٔ ضعف برجسته‌ای ندارد: هیچ شاخصی امتیاز کمتر از {toPersianDigits(WEAK_BELOW)} («ضعیف») نگرفته است.</p>
            )}
          </ResultSection>
        </div>
      )}

      <ResultSection title={extended ? 'همهٔ ۵۰ شاخص' : 'ده شاخص کلیدی'} testId="criteria-section">
        <CriteriaTable criteria={e.criteria} categories={e.categories} showMethod={extended} />
        {!extended && (
          <UpgradeOffer initial={e.can_upgrade}>
            <p className={`${r.alert} ${r.alertInfo}`} style={{ marginTop: 16 }} data-print-hide>
              گزارش تکمیلی همهٔ ۵۰ شاخص، روش محاسبهٔ هر شاخص، نقشهٔ مکان‌های اثرگذار و نسخهٔ قابل چاپ را نشان می‌دهد.
            </p>
          </UpgradeOffer>
        )}
      </ResultSection>

      {extended && e.nearby.length > 0 && (
        <ResultSection title="مکان‌های اثرگذار بر امتیاز" testId="result-map" printOnlyWithMap>
          <div className={s.nearbyMap}>
            <WhenVisible label="نمایش مکان‌های اثرگذار روی نقشه">
              <LazyResultMap latitude={e.place.latitude} longitude={e.place.longitude} name={e.place.neighbourhood.name} nearby={e.nearby} />
            </WhenVisible>
          </div>
          <p className={`${r.muted} ${r.caption}`} style={{ marginTop: 8 }}>
            {toPersianDigits(e.nearby.length)} مکان: نزدیک‌ترین مورد هر نوع و موارد تا شعاع ۱٫۵ کیلومتر.
          </p>
        </ResultSection>
      )}

      <ResultSection title="منابع داده" testId="sources">
        <ul className={`${r.list} ${r.small}`} style={{ gap: 4 }}>
          {e.sources.map((src) => (
            <li key={src.id}>
              {src.name} — {toPersianDigits(src.date)}
            </li>
          ))}
        </ul>
        {/* The criteria's version (criteria_version) stays in the API: a Gregorian code («2026.11-2») says nothing to a
            reader here, and each source above has its date. */}
        <p className={`${r.muted} ${r.caption}`}>فاصله‌ها مستقیم (هوایی) اندازه‌گیری شده‌اند.</p>
      </ResultSection>
      <PrintFooter kind="environment" uuid={e.uuid} />
    </div>
  );
}

/** A listed strength's or weakness's partial-coverage note, on its own line under the figure. */
function CoverageNote({ criterion }: { criterion: EnvironmentEvaluationResult['criteria'][number] }) {
  const note = coverageNote(criterion);
  return note ? <span className={`${r.muted} ${r.caption}`} style={{ display: 'block' }} data-testid="coverage-note">{toPersianDigits(note)}</span> : null;
}
