// Query keys of the credits feature; the billing calls it shares with the subscription page use features/shared/billing/billing-keys.ts.
export const creditsKeys = {
  all: ['credits'] as const,
  services: () => [...creditsKeys.all, 'services'] as const,
  cities: (category: string) => [...creditsKeys.all, 'cities', category] as const,
};
