// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlacePickStatus } from './place-pick-status';

afterEach(cleanup);

const place = { latitude: 35.7412, longitude: 51.5003, name: 'نارمک', district: 'منطقه 8' };

describe('PlacePickStatus', () => {
  it('shows the picked place with Persian digits, the district set off by a dash (a middle dot reads as ۰)', () => {
    render(<PlacePickStatus resolving={false} error={null} place={place} />);
    expect(screen.getByTestId('picked-place').textContent).toBe('نارمکمنطقه ۸ — ۳۵٫۷۴۱۲، ۵۱٫۵۰۰۳');
  });

  it('shows the resolving note and a refused point, and no place', () => {
    render(<PlacePickStatus resolving error="خارج از محدوده" place={null} />);
    expect(screen.getByText('در حال یافتن محله…')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('خارج از محدوده');
    expect(screen.queryByTestId('picked-place')).toBeNull();
  });
});
