// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDiscountCode } from './use-discount-code';

const validateDiscountCode = vi.fn(async (code: string) => [{ name: 'sntandard', discount_percentage: 20, final_price: 360000, code }]);
vi.mock('../api/subscription-api', () => ({ validateDiscountCode: (code: string) => validateDiscountCode(code) }));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe('useDiscountCode', () => {
  it('applies the code again, checked afresh, when the page is loaded again (back from the gateway)', async () => {
    const first = renderHook(() => useDiscountCode());
    act(() => first.result.current.change('CAP20'));
    await act(() => first.result.current.apply());
    expect(first.result.current.applied?.code).toBe('CAP20');
    first.unmount();

    const again = renderHook(() => useDiscountCode());
    await waitFor(() => expect(again.result.current.applied?.code).toBe('CAP20'));
    expect(again.result.current.value).toBe('CAP20');
    expect(validateDiscountCode).toHaveBeenCalledTimes(2);
  });

  it('forgets a cancelled or refused code', async () => {
    const hook = renderHook(() => useDiscountCode());
    act(() => hook.result.current.change('CAP20'));
    await act(() => hook.result.current.apply());
    act(() => hook.result.current.cancel());
    hook.unmount();
    const next = renderHook(() => useDiscountCode());
    expect(next.result.current.value).toBe('');
    act(() => next.result.current.change('CAP20'));
    await act(() => next.result.current.apply());
    act(() => next.result.current.reject('کد تخفیف معتبر نیست'));
    next.unmount();
    renderHook(() => useDiscountCode());
    expect(validateDiscountCode).toHaveBeenCalledTimes(2);
  });
});
