import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { userKeys } from '@/lib/user-keys';
import { refreshUserAfterPayment } from './gateway-return';

describe('refreshUserAfterPayment', () => {
  it("does not reuse the page's first user fetch, answered before the payment was settled", async () => {
    const client = new QueryClient();
    const answers: Array<() => void> = [];
    let credits = 1;
    const observer = new QueryObserver(client, {
      queryKey: userKeys.info(),
      // Each fetch reads the balance when it starts; the first answers only when told to.
      queryFn: () => {
        const read = credits;
        return new Promise<number>((resolve) => (answers.length === 0 ? answers.push(() => resolve(read)) : resolve(read)));
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await Promise.resolve();
    // The first fetch is in flight; the payment settles; the server had already read the old balance.
    const staleAnswer = answers[0];
    credits = 3;
    const refreshed = refreshUserAfterPayment(client);
    staleAnswer();
    await refreshed;
    expect(client.getQueryData(userKeys.info())).toBe(3);
    unsubscribe();
  });
});
