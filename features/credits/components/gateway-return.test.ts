import { AxiosError, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import type { PaymentTransaction } from '@/lib/contracts/billing';
import { verifyWithRetry } from './gateway-return';

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
