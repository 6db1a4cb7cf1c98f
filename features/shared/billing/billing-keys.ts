import { userKeys } from '@/features/shared/user/user-keys';

// Query keys of the billing calls shared by the service dialog (features/credits) and the subscription page
// (architecture rule 5). The balance uses the key shared with sign-in, so invalidating `userKeys.all` refreshes it.
export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  ipCheck: () => [...billingKeys.all, 'ip-check'] as const,
  userCredits: userKeys.credits,
};
