import { RESULT_PAGES } from '@/lib/contracts/result-pages';
import type { SuggestionKind } from '@/lib/contracts/suggestion-constants';

/** spec §2 result pages (apart from the API calls, so the form names them without loading the API client). */
export const RESULT_PAGE: Record<SuggestionKind, string> = { buy: RESULT_PAGES.buy_suggestion, rent: RESULT_PAGES.rent_suggestion };
