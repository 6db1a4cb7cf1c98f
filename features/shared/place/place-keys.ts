// Query keys of the place search shared by every place picker (architecture rule 5): one key, so the sale, rent and
// environment pickers share what they have already fetched.
export const placeKeys = {
  all: ['place'] as const,
  search: (q: string) => [...placeKeys.all, 'search', q] as const,
};
