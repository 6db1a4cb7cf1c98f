import { userKeys } from '@/lib/user-keys';

// Query keys of the credits feature. The user's balance uses the key shared with sign-in (lib/user-keys.ts), so a
// purchase or a spend that invalidates `userKeys.all` refreshes the header too.
export const creditsKeys = {
  all: ['credits'] as const,
  services: () => [...creditsKeys.all, 'services'] as const,
  cities: (category: string) => [...creditsKeys.all, 'cities', category] as const,
  plans: () => [...creditsKeys.all, 'plans'] as const,
  ipCheck: () => [...creditsKeys.all, 'ip-check'] as const,
  transaction: (authority: string) => [...creditsKeys.all, 'transaction', authority] as const,
  userCredits: userKeys.credits,
};
