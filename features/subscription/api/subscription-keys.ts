export const subscriptionKeys = {
  all: ['subscription'] as const,
  transaction: (authority: string) => [...subscriptionKeys.all, 'transaction', authority] as const,
};
