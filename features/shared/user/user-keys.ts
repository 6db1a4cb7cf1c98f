// Query keys of what belongs to the signed-in user: a sign-in refetches them all, a sign-out drops them
// (useSessionSync, features/auth), so one account's data is never shown to the next.
export const userKeys = {
  all: ['user'] as const,
  info: () => [...userKeys.all, 'info'] as const,
  credits: () => [...userKeys.all, 'credits'] as const,
  /** GET /api/users/reports/ (features/reports) */
  reports: () => [...userKeys.all, 'reports'] as const,
  /** GET /api/users/credit-history/ (features/credit-history): refetched with the balance after a purchase or a spend */
  creditHistory: () => [...userKeys.all, 'credit-history'] as const,
};
