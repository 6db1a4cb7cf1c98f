// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FULL_NAME_MIN } from '@/lib/validation/rules';
import { createQueryClient } from '@/lib/query-client';
import { CompleteInformationsStep, FULL_NAME_RULE } from './complete-informations-step';

afterEach(() => cleanup());

function renderStep() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CompleteInformationsStep user={null} purpose="new" onSaved={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('CompleteInformationsStep full name (spec §5: required, at least 5 characters)', () => {
  it("states the contract's minimum under the field, before typing and beside the error", async () => {
    // The figure is the contract's, not a copy: spec §5 says 5.
    expect(FULL_NAME_MIN).toBe(5);
    expect(FULL_NAME_RULE).toBe('دست‌کم ۵ حرف');
    renderStep();
    const input = screen.getByTestId('full-name-input');
    expect(screen.getByTestId('full-name-rule').textContent).toBe('دست‌کم ۵ حرف');
    // The rule is read with the field (its helper text describes it).
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('دست‌کم ۵ حرف');

    const user = userEvent.setup({ delay: null });
    await user.type(input, 'ab');
    expect(await screen.findByText('مقدار وارد شده معتبر نمی باشد.')).toBeTruthy();
    expect(screen.getByTestId('full-name-rule').textContent).toBe('دست‌کم ۵ حرف');
    await user.type(input, 'cde');
    await waitFor(() => expect(screen.queryByText('مقدار وارد شده معتبر نمی باشد.')).toBeNull());
    expect((screen.getByTestId('save-profile') as HTMLButtonElement).disabled).toBe(false);
  });
});
