import type { Metadata } from 'next';
import type { SuggestionKind, SuggestionResult as SuggestionResultData } from '@/lib/contracts/suggestion';
import { SuggestionResult } from './suggestion-result';

const TITLE: Record<SuggestionKind, string> = { buy: 'نتیجهٔ پیشنهاد محل خرید', rent: 'نتیجهٔ پیشنهاد محل اجاره' };

/** The tab title says so when the link is unknown, as the page does. */
export function suggestionResultMetadata(kind: SuggestionKind, result: SuggestionResultData | null): Metadata {
  return { title: result ? TITLE[kind] : 'پیشنهاد پیدا نشد' };
}

/** A result loaded on the server (app/ pages). */
export function SuggestionResultPage({ result }: { result: SuggestionResultData }) {
  return <SuggestionResult result={result} />;
}
