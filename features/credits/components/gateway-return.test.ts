import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { AxiosError, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import type { PaymentTransaction } from '@/lib/contracts/billing';
import { userKeys } from '@/features/shared/user/user-keys';
import { refreshUserAfterPayment, verifyWithRetry } from './gateway-return';

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

describe('verifyWithRetry', () => {
  const paid = { status: 'paid' } as PaymentTransaction;
  const axiosFailure = (status?: number) => new AxiosError('failed', 'ERR', undefined, undefined, status === undefined ? undefined : ({ status } as AxiosResponse));

  it('checks again after no answer, a server error or a 429', async () => {
    const outcomes = [axiosFailure(), axiosFailure(502), axiosFailure(429)];
    let calls = 0;
    const result = await verifyWithRetry(
      async () => {
        calls += 1;
        const failure = outcomes.shift();
        if (failure) throw failure;
        return paid;
      },
      [0, 0, 0],
    );
    expect(result).toBe(paid);
    expect(calls).toBe(4);
  });

  it('gives up after the last attempt, and at once on a refusal (4xx is an answer)', async () => {
    let calls = 0;
    await expect(verifyWithRetry(async () => { calls += 1; throw axiosFailure(); }, [0, 0])).rejects.toThrow();
    expect(calls).toBe(3);
    calls = 0;
    await expect(verifyWithRetry(async () => { calls += 1; throw axiosFailure(404); }, [0, 0])).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
