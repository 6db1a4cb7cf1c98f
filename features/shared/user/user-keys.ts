export const userKeys = { all: ['user'] as const, info: () => [...userKeys.all, 'info'] as const, credits: () => [...userKeys.all, 'credits'] as const };
