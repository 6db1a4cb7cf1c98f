import type { Metadata } from 'next';
import { scoreBand, type EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import { toPersianDigits } from '@/lib/fa/digits';

export const ENVIRONMENT_RESULT_TITLE = 'نتیجهٔ ارزیابی محله';

/** The result page's title and preview: a shared link says which neighbourhood and how it scored. */
export function environmentResultMetadata(result: EnvironmentEvaluationResult | null): Metadata {
  if (!result) return { title: 'ارزیابی پیدا نشد' };
  const { name } = result.place.neighbourhood;
  const description =
    `امتیاز محله ${name} (${result.place.district_name}) در ${toPersianDigits(result.criteria_total)} معیار: ` +
    `${toPersianDigits(Math.round(result.overall_score))} از ۱۰۰، ${scoreBand(result.overall_score).label}.`;
  return {
    title: `${ENVIRONMENT_RESULT_TITLE} – ${name}`,
    description,
    openGraph: { title: ENVIRONMENT_RESULT_TITLE, description, type: 'article', locale: 'fa_IR' },
    twitter: { card: 'summary', title: ENVIRONMENT_RESULT_TITLE, description },
  };
}
