// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '@/lib/contracts/billing';
import { PlanCard } from './plan-card';

const plan = (over: Partial<Plan> = {}): Plan => ({
  id: 2,
  name: 'sntandard',
  label: 'استاندارد',
  credits: 10,
  description: 'برای مقایسهٔ چند ملک',
  price: 500000,
  discounted_price: 500000,
  discount_percent: 0,
  is_main: true,
  ...over,
});

afterEach(cleanup);

describe('PlanCard (spec §2, §4)', () => {
  it('shows the Persian label, N اعتبار, description and the toman price with Persian grouping', () => {
    render(<PlanCard plan={plan()} onBuy={() => undefined} disabled={false} loading={false} />);
    expect(screen.getByRole('heading').textContent).toBe('استاندارد');
    expect(screen.getByTestId('plan-credits').textContent).toBe('۱۰ اعتبار');
    expect(screen.getByText('برای مقایسهٔ چند ملک')).toBeTruthy();
    expect(screen.getByTestId('plan-price').textContent).toBe('۵۰۰٬۰۰۰ تومان');
    expect(screen.queryByTestId('discount-badge')).toBeNull();
    // Seven «خرید» buttons on one page: each names its plan for a screen reader.
    expect(screen.getByRole('button', { name: /^خرید طرح .+، ۱۰ اعتبار$/ }).textContent).toBe('خرید');
  });

  it('names a top-up pack’s button once by its own label, which counts its credits', () => {
    render(<PlanCard plan={plan({ name: 'topup_1', label: 'افزایش ۱ اعتبار', credits: 1, is_main: false })} onBuy={() => undefined} disabled={false} loading={false} />);
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('خرید بستهٔ افزایش ۱ اعتبار');
  });

  it('shows the badge when the discounted price differs', () => {
    render(<PlanCard plan={plan({ discounted_price: 450000 })} onBuy={() => undefined} disabled={false} loading={false} />);
    expect(screen.getByTestId('discount-badge').textContent).toBe('۱۰٪ تخفیف');
    expect(screen.getByTestId('plan-price').textContent).toContain('۴۵۰٬۰۰۰');
  });

  it('shows the badge when a code is applied, with the final price; buy is disabled while submitting', () => {
    const onBuy = vi.fn();
    const { rerender } = render(
      <PlanCard plan={plan()} codeDiscount={{ percent: 20, finalPrice: 400000 }} onBuy={onBuy} disabled={false} loading={false} />,
    );
    expect(screen.getByTestId('discount-badge').textContent).toBe('۲۰٪ تخفیف');
    expect(screen.getByTestId('plan-price').textContent).toContain('۴۰۰٬۰۰۰');
    fireEvent.click(screen.getByTestId('buy-plan-sntandard'));
    expect(onBuy).toHaveBeenCalledOnce();
    rerender(<PlanCard plan={plan()} onBuy={onBuy} disabled loading />);
    expect((screen.getByTestId('buy-plan-sntandard') as HTMLButtonElement).disabled).toBe(true);
  });
});
