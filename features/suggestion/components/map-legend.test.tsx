// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MapLegend } from './suggestion-result';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/services/buy-location-result' }));
afterEach(() => cleanup());

const items = () => within(screen.getByRole('list', { name: 'راهنمای نقشه' })).getAllByRole('listitem').map((li) => li.textContent);

describe('the suggestion map legend', () => {
  it('says what green and red markers and their numbers mean', () => {
    render(<MapLegend suggestions={[{ fits: true }, { fits: false }]} />);
    expect(items()).toEqual(['در بودجهٔ شما', 'بیشتر از بودجهٔ شما', 'شماره: رتبه در فهرست']);
  });

  it('names the tone of a fit that may exceed the budget', () => {
    render(<MapLegend suggestions={[{ fits: true, may_exceed_budget: true }, { fits: true, may_exceed_budget: false }, { fits: false }]} />);
    expect(items()).toEqual(['در بودجهٔ شما', 'ممکن است از بودجه بیشتر شود', 'بیشتر از بودجهٔ شما', 'شماره: رتبه در فهرست']);
  });

  it('lists only the colours the map shows', () => {
    render(<MapLegend suggestions={[{ fits: true }, { fits: true }]} />);
    expect(items()).toEqual(['در بودجهٔ شما', 'شماره: رتبه در فهرست']);
  });
});
