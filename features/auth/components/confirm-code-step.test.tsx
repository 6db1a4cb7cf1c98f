// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ConfirmCodeStep } from './confirm-code-step';

afterEach(() => cleanup());

function renderStep(deadline: number, onExpired: () => void) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfirmCodeStep
        authType="login"
        mobileNumber="09121234567"
        deadline={deadline}
        onVerified={vi.fn()}
        onEditNumber={vi.fn()}
        onExpired={onExpired}
        onTooManyFailures={vi.fn()}
      />
    </QueryClientProvider>,
  );
}

describe('ConfirmCodeStep', () => {
  it('goes back to the number step when the countdown ends (spec §4), and the countdown is not a live region', async () => {
    const onExpired = vi.fn();
    // Four seconds, not one: on a loaded machine the first render alone took over a second, and the countdown had
    // already ended when the test looked at it.
    renderStep(Date.now() + 4_000, onExpired);
    const countdown = screen.getByTestId('otp-countdown');
    expect(countdown.textContent).toMatch(/ارسال مجدد کد پس از ۰۰:۰[۱-۴]/);
    expect(countdown.closest('[aria-live]')).toBeNull();
    expect(onExpired).not.toHaveBeenCalled();
    await waitFor(() => expect(onExpired).toHaveBeenCalled(), { timeout: 10_000 });
  }, 15_000);

  it('an already spent code goes back at once', async () => {
    const onExpired = vi.fn();
    renderStep(Date.now() - 1_000, onExpired);
    await waitFor(() => expect(onExpired).toHaveBeenCalled());
  });
});
