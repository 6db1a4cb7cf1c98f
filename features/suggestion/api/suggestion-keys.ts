import type { SuggestionKind } from '@/lib/contracts/suggestion';

// Query keys of the where-to-buy-or-rent feature (architecture rule 5).
export const suggestionKeys = {
  all: ['suggestion'] as const,
  result: (kind: SuggestionKind, uuid: string) => [...suggestionKeys.all, kind, 'result', uuid] as const,
};
