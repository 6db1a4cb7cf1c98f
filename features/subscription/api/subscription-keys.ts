import { userKeys } from '@/lib/user-keys';

export const subscriptionKeys = {
  all: ['subscription'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  ipCheck: () => [...subscriptionKeys.all, 'ip-check'] as const,
  transaction: (authority: string) => [...subscriptionKeys.all, 'transaction', authority] as const,
  userCredits: userKeys.credits,
};
