import 'server-only';
import { askingComparable, comparePrice, type DivarAsking, PRICE_VERDICT_LABEL, type PriceVerdict } from '@/lib/contracts/divar';
import { scoreBand } from '@/lib/contracts/environment';
import type { ValuationResult } from '@/lib/contracts/valuation';
import { confidenceCause, confidenceCauseWords } from '@/lib/contracts/confidence-reason';
import { CONFIDENCE_LABEL } from '@/lib/contracts/valuation-display';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliMonth } from '@/lib/fa/jalali';
import { moneyParts } from '@/lib/fa/money';
import { WIDGET_LIMITS } from '@/server/providers/divar/kenar-widgets';
import type { AddonWidget, WidgetColor } from '@/server/providers/divar/types';

// What we put on a Divar ad (issue 27 price, issue 28 neighbourhood): facts from our result, no self-promotion
// (Kenar's policy), within Kenar's length limits. Divar lays rows out right to left: the right segment of the
// evaluation row is the cheap end, and an indicator at 100 % sits on the right edge.

/** Cuts a text to a widget's limit with an ellipsis (names of categories and places can be long). */
export function fitText(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

const money = (toman: number): string => {
  const { amount, unit } = moneyParts(toman);
  return `${amount} ${unit}`;
};
/** «۳٫۲ میلیارد» — the unit without «تومان», where the row is short. */
const moneyShort = (toman: number): string => {
  const { amount, unit } = moneyParts(toman);
  return `${amount} ${unit.replace(/\s*تومان$/, '')}`.trim();
};

/** «۱٫۲ تا ۲٫۳ میلیارد تومان»: the unit said once when both ends share it (the description is short). */
function rangeText(low: number, high: number): string {
  const [l, h] = [moneyParts(low), moneyParts(high)];
  return l.unit === h.unit ? `${l.amount} تا ${h.amount} ${h.unit}` : `${money(low)} تا ${money(high)}`;
}

const SEGMENT_COLOR: Record<PriceVerdict, WidgetColor> = { cheap: 'success-soft', fair: 'success', expensive: 'warning' };

/** The asking figure comparable with our estimate, as the row's indicator says it. */
function askingText(result: ValuationResult, asking: DivarAsking | null): { value: number; text: string } | null {
  const value = askingComparable(result, asking);
  if (value === null) return null;
  if (result.kind === 'sale') return { value, text: money(value) };
  // A rent's deposit and monthly rent as one full deposit (QA s10: «معادل ۸۰۰ میلیون» did not say of what).
  const equivalent = `معادل رهن کامل ${moneyShort(value)}`;
  return { value, text: [...equivalent].length <= WIDGET_LIMITS.evaluationIndicator ? equivalent : `رهن کامل ${moneyShort(value)}` };
}

const TITLE_COMPARED = { sale: 'قیمت این آگهی در مقایسه با بازار', rent: 'اجارهٔ این آگهی در مقایسه با بازار' } as const;
const UNSTATED_NEGOTIABLE = { sale: 'قیمت آگهی توافقی است.', rent: 'ودیعه یا اجارهٔ آگهی توافقی است.' } as const;
const TITLE_ESTIMATE = { sale: 'برآورد قیمت این ملک', rent: 'برآورد اجارهٔ این ملک' } as const;

export interface PriceWidgets {
  widgets: AddonWidget[];
  /** null when the ad states no comparable price (negotiable, or a rent without both figures). */
  verdict: PriceVerdict | null;
}

/** The price add-on for an advertiser's ad: our range against their asking price, and a link to the full report. */
export function priceWidgets(result: ValuationResult, asking: DivarAsking | null, reportUrl: string, negotiable = false): PriceWidgets {
  const { low, high } = result.estimate;
  const range = rangeText(low, high);
  const comparable = askingText(result, asking);
  // Without a price to compare (negotiable), the title promises no comparison. The title names the price month: the
  // widget stays on the ad for months while the index moves on, and the range alone said no date (issue 30). Within the
  // title's 49 characters at the longest month name («اجارهٔ … بازار اردیبهشت ۱۴۰۵» is 48).
  const month = formatJalaliMonth(result.price_date);
  const title = comparable ? `${TITLE_COMPARED[result.kind]} ${month}` : `${TITLE_ESTIMATE[result.kind]}، به قیمت ${month}`;
  const widgets: AddonWidget[] = [{ type: 'title', text: fitText(title, WIDGET_LIMITS.title) }];
  let verdict: PriceVerdict | null = null;
  if (comparable) {
    const c = comparePrice(comparable.value, low, high);
    verdict = c.verdict;
    const segment = (v: PriceVerdict) => ({ text: PRICE_VERDICT_LABEL[v], color: SEGMENT_COLOR[v] });
    widgets.push({
      type: 'evaluation',
      right: segment('cheap'),
      middle: segment('fair'),
      left: segment('expensive'),
      indicatorText: fitText(comparable.text, WIDGET_LIMITS.evaluationIndicator),
      indicatorPercent: c.indicatorPercent,
    });
  }
  // The ad's visitors see the verdict without the report's confidence chip: a label below «high» is said beside the
  // range with its cause and the engine's figure (QA: «اطمینان پایین» alone, with no why).
  const { confidence } = result.estimate;
  const cause = confidenceCause(result);
  const band =
    confidence === 'high'
      ? 'بازهٔ ۸۰٪'
      : `بازهٔ ۸۰٪، ${CONFIDENCE_LABEL[confidence]}${cause ? `: ${confidenceCauseWords(cause, result)}` : ''}`;
  const estimate =
    result.kind === 'sale' ? `برآورد قیمت این ملک ${range} است (${band}).` : `برآورد اجارهٔ این ملک معادل رهن کامل ${range} است (${band}).`;
  const unstated = comparable ? '' : negotiable ? UNSTATED_NEGOTIABLE[result.kind] : 'قیمت آگهی کامل ذکر نشده است.';
  const conversion =
    result.kind === 'rent' ? `هر ${money(1_000_000)} اجارهٔ ماهانه برابر ${money(Math.round(1_000_000 / result.estimate.conversion_rate))} ودیعه است.` : '';
  const join = (parts: string[]) => parts.filter(Boolean).join(' ');
  // Within Kenar's limit the estimate and the label stay whole: the rent conversion note gives way first (a rent ad
  // without a comparable price ran to 231 characters and lost the label's end), then the note on the ad's price
  // (the missing evaluation row already shows there is no verdict).
  const fits = (text: string) => [...text].length <= WIDGET_LIMITS.description;
  const label = `${result.label}.`;
  const description =
    [join([unstated, estimate, conversion, label]), join([unstated, estimate, label])].find(fits) ?? join([estimate, label]);
  widgets.push({ type: 'description', text: fitText(description, WIDGET_LIMITS.description) });
  widgets.push({ type: 'button', title: 'مشاهدهٔ گزارش کامل ارزیابی', link: reportUrl });
  return { widgets, verdict };
}

/** The report's bands (scoreBand: عالی ≥ 80, خیلی خوب ≥ 65, خوب ≥ 50, متوسط ≥ 35, ضعیف), in Divar's colours. */
const BAND_COLOR: Record<ReturnType<typeof scoreBand>['tone'], WidgetColor> = { success: 'success', info: 'success-soft', warning: 'warning', error: 'error' };

export interface NeighbourhoodWidgetInput {
  /** Overall score 0–100. */
  overall: number;
  /** The strongest categories, best first (Persian labels, scores 0–100); the first three are shown. */
  categories: ReadonlyArray<{ label: string; score: number }>;
  /** The lowest-scoring category with data, shown apart when it is not among the three. */
  weakest: { label: string; score: number } | null;
  reportUrl: string;
}

/**
 * The neighbourhood add-on (issue 28): the overall score in the report's words, the three strongest categories
 * titled as such, the lowest-scoring one, a link to the report. Scores read «۵۰ از ۱۰۰» as the report says them, not
 * a percentage.
 */
export function neighbourhoodWidgets(input: NeighbourhoodWidgetInput): AddonWidget[] {
  const score = (n: number) => Math.round(Math.min(100, Math.max(0, n)));
  const outOf100 = (n: number) => `${toPersianDigits(score(n))} از ۱۰۰`;
  const color = (n: number) => BAND_COLOR[scoreBand(score(n)).tone];
  const row = (c: { label: string; score: number }): AddonWidget => ({
    type: 'score',
    title: fitText(c.label, WIDGET_LIMITS.scoreTitle),
    descriptive: outOf100(c.score),
    color: color(c.score),
  });
  const strongest = input.categories.slice(0, 3);
  const weakest = input.weakest && !strongest.some((c) => c.label === input.weakest?.label) ? input.weakest : null;
  return [
    { type: 'title', text: 'امتیاز محلهٔ این ملک' },
    {
      type: 'score',
      title: fitText(`وضعیت کلی محله: ${scoreBand(score(input.overall)).label}`, WIDGET_LIMITS.scoreTitle),
      descriptive: outOf100(input.overall),
      color: color(input.overall),
      link: input.reportUrl,
    },
    ...(strongest.length ? [{ type: 'subtitle', text: 'نقاط قوت محله' } as const, ...strongest.map(row)] : []),
    ...(weakest ? [{ type: 'subtitle', text: 'کم‌امتیازترین دستهٔ محله' } as const, row(weakest)] : []),
    { type: 'button', title: 'مشاهدهٔ گزارش کامل محله', link: input.reportUrl },
  ];
}
