// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickedPlace } from '@/lib/contracts/place';
import { NeighbourhoodForm, type NeighbourhoodFormProps } from './neighbourhood-form';

// The form's own words about the place; the paid submission, the map and the API are not what is tested here.
vi.mock('@/features/shared/billing/use-paid-submission', () => ({ usePaidSubmission: () => ({ signedIn: true, freeSpent: false, submit: vi.fn() }) }));
vi.mock('@/features/shared/billing/lean-paid-actions', () => ({ LeanPaidActions: ({ label }: { label: string }) => <button type="submit">{label}</button> }));
vi.mock('@/features/shared/place/lazy-place-map', () => ({ LazyPlaceMap: () => null }));
vi.mock('../api/divar-api', () => ({ fetchDivarAd: vi.fn(), createAdEnvironmentEvaluation: vi.fn() }));

afterEach(cleanup);

const GISHA: PickedPlace = { latitude: 35.73, longitude: 51.37, name: 'گیشا (کوی نصر)', district: 'منطقه ۲' };
const form = (over: Partial<NeighbourhoodFormProps>) =>
  render(
    <NeighbourhoodForm
      postToken="QmNoPlace1"
      initialPlace={null}
      preview={null}
      readPin={false}
      agentType="divar_visitor"
      freeUse={false}
      resultHref="/services/environment-evaluation/result?uuid={uuid}"
      {...over}
    />,
  );

describe('NeighbourhoodForm: what it says about the place', () => {
  it('a partner link with no ad asks for the place without blaming an ad, and no «more precise» hint for a place not shown', () => {
    // QA: /services/environment-evaluation/referral/form?agent=product read «محل ملک در آگهی مشخص نیست» with no ad.
    form({ postToken: null, agentType: 'product' });
    expect(screen.getByTestId('nb-form-place').textContent).toBe('برای ارزیابی، محل ملک را روی نقشه انتخاب کنید.');
    expect(screen.queryByText(/آگهی/)).toBeNull();
    expect(screen.queryByText(/محل دقیق‌تر/)).toBeNull();
    expect(screen.getByTestId('open-place-map').textContent).toBe('انتخاب محل ملک روی نقشه');
  });

  it('an ad with no location says so', () => {
    form({});
    expect(screen.getByTestId('nb-form-place').textContent).toBe('محل ملک در آگهی مشخص نیست؛ آن را روی نقشه انتخاب کنید.');
    expect(screen.queryByText(/محل دقیق‌تر/)).toBeNull();
  });

  it('a place shown: its name, and how to make it more precise', () => {
    form({ postToken: 'QmGisha95', initialPlace: GISHA });
    expect(screen.getByTestId('nb-form-place').textContent).toBe('گیشا (کوی نصر)، منطقه ۲');
    expect(screen.getByText('اگر محل دقیق‌تر را می‌دانید، نقشه را باز کنید و روی محل بزنید.')).toBeTruthy();
  });
});
