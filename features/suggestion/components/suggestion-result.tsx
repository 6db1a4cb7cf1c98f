import NextLink from 'next/link';
import { blankFormHref } from '@/lib/blank-form';
import { Icon } from '@/components/ui/icon';
import { WhenVisible } from '@/features/shared/place/when-visible';
import { PrintFooter } from '@/features/shared/result/print-footer';
import { ResultHeading } from '@/features/shared/result/result-heading';
import { ShareButton } from '@/features/shared/result/share-button';
import r from '@/features/shared/result/result.module.css';
import { SUGGESTION_LIMIT, type Suggestion, type SuggestionKind, type SuggestionResult as SuggestionResultData } from '@/lib/contracts/suggestion';
import { toPersianDigits } from '@/lib/fa/digits';
import { confidenceCauseWords } from '@/lib/contracts/confidence-reason';
import { CONFIDENCE_LABEL } from '@/lib/contracts/valuation-display';
import { formatMoney } from '@/lib/fa/money';
import {
  basisText,
  budgetState,
  budgetText,
  cardValueText,
  doubtfulFits,
  fitsText,
  homeText,
  listMoneyDecimals,
  marginText,
  MAY_EXCEED_TEXT,
  noFitText,
  OLDER_FLAT_CHIP,
  SMALLER_FLAT_CHIP,
  priceDateText,
  suggestionLinks,
  thinAreaText,
} from './format-suggestion';
import { BUDGET_TONE, BUDGET_TONE_LABEL } from './budget-tone';
import { LazySuggestionMap } from './lazy-suggestion-map';
import s from './suggestion.module.css';

/** The map's anchor, the target of the phone's «نمایش روی نقشه» jump. */
const MAP_ID = 'suggestion-map';

const TITLE: Record<SuggestionKind, string> = { buy: 'پیشنهاد محل خرید', rent: 'پیشنهاد محل اجاره' };

/**
 * spec §2 buy/rent suggestion result, rendered on the server: the ranked neighbourhoods, a map, and links to go
 * deeper in each. The share button and the map are client islands.
 */
export function SuggestionResult({ result: res }: { result: SuggestionResultData }) {
  const thinArea = thinAreaText(res);
  // One precision for the list's prices and margins: spec §9's one decimal where they still add up to the budget.
  const decimals = listMoneyDecimals(res);
  return (
    <div className={r.page} data-testid="suggestion-result">
      <div className={s.top}>
        <div>
          <ResultHeading>{TITLE[res.kind]}</ResultHeading>
          {/* Which report was bought, and what it holds (the extended one lists up to twice as many neighbourhoods). */}
          <span className={`${r.chip} ${r.chipSmall} ${r.outlined}`} style={{ marginBottom: 8 }} data-testid="tier-chip">
            {`${res.tier === 'complementary' ? 'گزارش تکمیلی' : 'گزارش پایه'}: تا ${toPersianDigits(SUGGESTION_LIMIT[res.tier])} محله`}
          </span>
          <p className={r.muted} style={{ lineHeight: 2 }} data-testid="suggestion-home">
            {budgetText(res)} — {homeText(res)}
          </p>
          <p className={`${r.muted} ${r.small}`}>
            {priceDateText(res)}؛ {res.label}
          </p>
        </div>
        <div className={s.topActions}>
          <ShareButton copiedMessage="پیوند نتیجه کپی شد">
            <Icon name="share" size={20} />
            اشتراک‌گذاری
          </ShareButton>
          <NextLink href={blankFormHref('/services/buy-rent-location-suggest')} prefetch={false} className={r.button} data-testid="suggestion-new-search">
            جست‌وجوی تازه
          </NextLink>
        </div>
      </div>

      {res.fits ? (
        // Fits some of which may exceed the budget are not a plain success: the summary takes the doubtful cards' tone.
        <p className={`${r.alert} ${doubtfulFits(res) > 0 ? r.alertWarning : r.alertSuccess}`} data-testid="suggestion-fits">
          {fitsText(res)}
        </p>
      ) : (
        <p className={`${r.alert} ${r.alertWarning}`} data-testid="suggestion-no-fit">
          {noFitText(res)}
        </p>
      )}
      {/* What the fits are ranked by («تناسب» alone said nothing when every card scored 100); results stored before have none. */}
      {res.fits && res.ranked_by && (
        <p className={`${r.muted} ${r.small}`} data-testid="suggestion-ranked-by">
          {res.ranked_by}
        </p>
      )}
      {thinArea && (
        <p className={`${r.alert} ${r.alertWarning}`} data-testid="suggestion-thin-area">
          {thinArea}
        </p>
      )}

      {/* On a phone the map comes after every card (QA, 390 px: 13,490 px down a 15,310 px page): a jump to it, first
          in the list's reading and Tab order; hidden where the map stands beside the list. */}
      {res.suggestions.length > 0 && (
        <a href={`#${MAP_ID}`} className={`${r.button} ${r.outlinedButton} ${r.buttonSmall} ${s.mapJump}`} data-testid="suggestion-map-jump">
          نمایش روی نقشه
        </a>
      )}
      <div className={s.columns}>
        <ol className={s.cards}>
          {res.suggestions.map((sg, i) => (
            <SuggestionCard key={sg.neighbourhood.id} s={sg} rank={i + 1} kind={res.kind} request={res.request} decimals={decimals} />
          ))}
        </ol>
        {/* Printed only once the map has loaded (globals.css): before, its placeholder is an empty grey box. */}
        {/* tabIndex −1: the jump moves the focus here, so the next Tab reaches the map's own controls. */}
        <section id={MAP_ID} tabIndex={-1} className={s.map} aria-label="نقشهٔ محله‌های پیشنهادی" data-testid="suggestion-map" data-print-only-with-map>
          {res.suggestions.length > 0 && (
            <>
              <WhenVisible label="نمایش محله‌های پیشنهادی روی نقشه">
                <LazySuggestionMap suggestions={res.suggestions} />
              </WhenVisible>
              <MapLegend suggestions={res.suggestions} />
            </>
          )}
        </section>
      </div>
      <PrintFooter kind={res.kind === 'buy' ? 'buy_suggestion' : 'rent_suggestion'} uuid={res.uuid} />
    </div>
  );
}

/** What the markers' colours and numbers mean, for the colours the map shows (over the map's corner). */
export function MapLegend({ suggestions }: { suggestions: readonly Pick<Suggestion, 'fits' | 'may_exceed_budget'>[] }) {
  const shown = new Set(suggestions.map(budgetState));
  const entries = (['within', 'may_exceed', 'over'] as const).filter((k) => shown.has(k)).map((k) => ({ tone: BUDGET_TONE[k], label: BUDGET_TONE_LABEL[k] }));
  return (
    <ul className={s.legend} aria-label="راهنمای نقشه" data-testid="suggestion-map-legend">
      {entries.map((e) => (
        <li key={e.label}>
          <span className={`${s.legendDot} ${e.tone}`} aria-hidden />
          {e.label}
        </li>
      ))}
      <li>شماره: رتبه در فهرست</li>
    </ul>
  );
}

/** The flat the card prices, as the cause's words name its traits (the floor is unknown: the engine counted none). */
function causeInputs(sg: Suggestion, request: SuggestionResultData['request']) {
  return { area: sg.area, build_year: request.build_year ?? 0, rooms: request.rooms ?? 0, floor: 0 };
}

function SuggestionCard({ s: sg, rank, kind, request, decimals }: { s: Suggestion; rank: number; kind: SuggestionKind; request: SuggestionResultData['request']; decimals: number }) {
  const links = suggestionLinks(sg, kind, request);
  const state = budgetState(sg);
  return (
    <li className={s.card} data-testid="suggestion-card">
      <span aria-hidden className={`${s.rank} ${BUDGET_TONE[state]}`}>
        {toPersianDigits(rank)}
      </span>
      <div className={s.body}>
        <div className={r.row}>
          <div>
            <h2>{sg.neighbourhood.name}</h2>
            <p className={`${r.muted} ${r.small}`}>{sg.district_name}</p>
          </div>
          <div className={s.match}>
            <p className={r.small} style={{ fontWeight: 700 }}>
              تناسب {toPersianDigits(sg.match_score)} از ۱۰۰
            </p>
            <div className={`${r.meter} ${r.meterThin}`} role="progressbar" aria-label="میزان تناسب" aria-valuenow={sg.match_score} aria-valuemin={0} aria-valuemax={100}>
              <span style={{ width: `${sg.match_score}%` }} />
            </div>
          </div>
        </div>

        {/* The home the price is for is the header's (homeText, with the build year priced): said there once. */}
        <p className={s.gapTop} data-testid="suggestion-price">
          {kind === 'buy' ? 'قیمت برآوردی این خانه' : 'معادل رهن کامل این خانه'}: <b>{cardValueText(sg, kind, decimals)}</b>
        </p>
        <p className={`${r.muted} ${r.small}`} data-testid="suggestion-basis">
          {basisText(sg, request)}
        </p>
        {kind === 'rent' && sg.expected_split && (
          <p className={`${r.muted} ${r.small}`}>
            با ودیعهٔ {formatMoney(sg.expected_split.deposit)}: اجارهٔ ماهانه {sg.expected_split.monthly_rent > 0 ? formatMoney(sg.expected_split.monthly_rent) : 'ندارد'}
          </p>
        )}
        {/* Why the label is not high, in the valuation page's words for its cause (the chip below names the label). */}
        {sg.confidence && sg.confidence_cause && (
          <p className={`${r.muted} ${r.small}`} data-testid="suggestion-confidence-cause">
            {CONFIDENCE_LABEL[sg.confidence]}: {confidenceCauseWords(sg.confidence_cause, { kind: kind === 'buy' ? 'sale' : 'rent', inputs: causeInputs(sg, request) })}
          </p>
        )}
        <div className={`${r.chips} ${s.chipsTop}`}>
          {/* A fit the range or the engine's own check puts in doubt is not drawn as a plain success. */}
          <span className={`${r.chip} ${r.chipSmall} ${r.outlined} ${state === 'within' ? r.success : state === 'over' ? r.error : ''}`} data-testid="suggestion-margin">
            {marginText(sg, decimals)}
          </span>
          {/* The valuation the card links to shows the same label for this flat (floor unknown); stored before: none. */}
          {sg.confidence && (
            <span className={`${r.chip} ${r.chipSmall} ${sg.confidence === 'low' ? r.warning : r.outlined}`} data-testid="suggestion-confidence">
              {CONFIDENCE_LABEL[sg.confidence]}
            </span>
          )}
          {state === 'may_exceed' && (
            <span className={`${r.chip} ${r.chipSmall} ${r.warning}`} data-testid="suggestion-may-exceed">
              {MAY_EXCEED_TEXT}
            </span>
          )}
          {sg.older_flat && (
            <span className={`${r.chip} ${r.chipSmall} ${r.warning}`} data-testid="suggestion-older-flat">
              {OLDER_FLAT_CHIP}
            </span>
          )}
          {/* The reason below names the smaller flat's area and figure (the valuation's «اطمینان پایین» there). */}
          {sg.smaller_flat && (
            <span className={`${r.chip} ${r.chipSmall} ${r.warning}`} data-testid="suggestion-smaller-flat">
              {SMALLER_FLAT_CHIP}
            </span>
          )}
          {sg.thin_data && <span className={`${r.chip} ${r.chipSmall} ${r.outlined}`}>دادهٔ محدود</span>}
        </div>

        <p className={`${r.small} ${s.gapTop}`} style={{ lineHeight: 2 }} data-testid="suggestion-reason">
          {sg.reason}
        </p>

        <ul className={`${r.chips} ${s.chipsTop}`} style={{ listStyle: 'none', padding: 0, gap: 6 }} aria-label="امتیاز دسته‌های محیطی">
          {sg.categories.map((c) => (
            <li key={c.id} className={`${r.chip} ${r.chipSmall}`}>{`${c.name}: ${c.score === null ? 'بی‌داده' : toPersianDigits(Math.round(c.score))}`}</li>
          ))}
        </ul>

        <div className={`${r.chips} ${s.gapTop}`}>
          <NextLink href={links.valuation} prefetch={false} className={`${r.button} ${r.contained} ${r.buttonSmall}`} data-testid="suggestion-valuation-link">
            قیمت‌گذاری کامل در این محله
          </NextLink>
          <NextLink href={links.environment} prefetch={false} className={`${r.button} ${r.outlinedButton} ${r.buttonSmall}`} data-testid="suggestion-environment-link">
            ارزیابی محله
          </NextLink>
        </div>
      </div>
    </li>
  );
}
