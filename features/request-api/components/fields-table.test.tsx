// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldsTable } from './fields-table';

afterEach(cleanup);

describe('FieldsTable', () => {
  it('is a named region the keyboard can focus, to scroll a table wider than a phone (axe scrollable-region-focusable)', () => {
    render(<FieldsTable label="قیمت‌گذاری خرید و فروش یک ملک: بدنهٔ درخواست" rows={[['area', 'number', 'متراژ', true]]} />);
    const region = screen.getByRole('region', { name: 'قیمت‌گذاری خرید و فروش یک ملک: بدنهٔ درخواست' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table')).toBeTruthy();
    expect(within(region).getByText('area')).toBeTruthy();
  });
});
