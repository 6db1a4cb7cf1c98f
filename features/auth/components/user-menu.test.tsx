// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, useDialog } from '@/components/dialogs/dialog-store';
import type { UserInfo } from '@/lib/contracts/auth';
import { createQueryClient } from '@/lib/query-client';
import { UserMenu } from './user-menu';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

afterEach(() => {
  cleanup();
  act(() => closeDialog('auth'));
});

const user = (full_name: string | null): UserInfo => ({
  full_name,
  mobile_number: '09121234567',
  email: null,
  active_credits_count: 2,
  free_credit_count: 0,
  services_credit_separately: {},
});

function AuthDialogProps() {
  const props = useDialog('auth');
  return <output data-testid="auth-dialog">{props ? JSON.stringify(props) : ''}</output>;
}

function renderMenu(info: UserInfo) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UserMenu user={info} />
      <AuthDialogProps />
    </QueryClientProvider>,
  );
}

describe('UserMenu', () => {
  it('asks a user without a name to complete it, and the item opens the profile step', async () => {
    const u = userEvent.setup({ delay: null });
    renderMenu(user(null));
    await u.click(screen.getByTestId('user-menu-button'));
    expect(screen.getByTestId('user-menu-name').textContent).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    const item = screen.getByTestId('user-menu-edit');
    expect(item.textContent).toBe('نام خود را کامل کنید');
    await u.click(item);
    expect(JSON.parse(screen.getByTestId('auth-dialog').textContent ?? '')).toEqual({ step: 'completeInformations' });
  });

  it('leads to «گزارش‌های من» and, beside it, «تاریخچهٔ اعتبار»', async () => {
    const u = userEvent.setup({ delay: null });
    renderMenu(user('مریم احمدی'));
    await u.click(screen.getByTestId('user-menu-button'));
    const reports = screen.getByTestId('user-menu-reports');
    const history = screen.getByTestId('user-menu-credit-history');
    expect(history.textContent).toBe('تاریخچهٔ اعتبار');
    expect(history.getAttribute('href')).toBe('/credit-history');
    expect(history.getAttribute('role')).toBe('menuitem');
    expect(reports.nextElementSibling).toBe(history);
  });

  it('offers a user with a name to edit the profile', async () => {
    const u = userEvent.setup({ delay: null });
    renderMenu(user('مریم احمدی'));
    await u.click(screen.getByTestId('user-menu-button'));
    expect(screen.getByTestId('user-menu-edit').textContent).toBe('ویرایش اطلاعات');
  });
});
