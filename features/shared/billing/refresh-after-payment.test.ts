import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountChanges } from '@/lib/auth-tokens';
import { userKeys } from '@/features/shared/user/user-keys';
import { refreshAfterPaymentCheck, refreshUserAfterPayment } from './refresh-after-payment';

afterEach(() => vi.restoreAllMocks());

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

describe('refreshAfterPaymentCheck', () => {
  const setup = () => {
    const client = new QueryClient();
    client.setQueryData(userKeys.info(), 1);
    return { client, announce: vi.spyOn(accountChanges, 'announce').mockImplementation(() => undefined) };
  };

  it('tells every tab only when this check granted the credits', async () => {
    const { client, announce } = setup();
    await refreshAfterPaymentCheck(client, { status: 'paid', newly_paid: true });
    expect(announce).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(userKeys.info())?.isInvalidated).toBe(true);
  });

  it('refetches a payment confirmed earlier in this tab alone (a reopened link, a reload)', async () => {
    const { client, announce } = setup();
    await refreshAfterPaymentCheck(client, { status: 'paid', newly_paid: false });
    expect(announce).not.toHaveBeenCalled();
    expect(client.getQueryState(userKeys.info())?.isInvalidated).toBe(true);
  });

  it('does nothing for a payment that changed no balance', async () => {
    const { client, announce } = setup();
    for (const status of ['pending', 'failed', 'cancelled'] as const) await refreshAfterPaymentCheck(client, { status, newly_paid: false });
    expect(announce).not.toHaveBeenCalled();
    expect(client.getQueryState(userKeys.info())?.isInvalidated).toBe(false);
  });
});
