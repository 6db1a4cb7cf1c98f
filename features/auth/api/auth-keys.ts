import { userKeys } from '@/features/shared/user/user-keys';

// Query keys of the sign-in feature. User info and credits use the keys shared with billing (features/shared/user/user-keys.ts),
// so a purchase that invalidates `userKeys.all` refreshes the header.
export const authKeys = {
  all: ['auth'] as const,
  captcha: () => [...authKeys.all, 'captcha'] as const,
  userInfo: userKeys.info,
  credits: userKeys.credits,
};
