// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { breakIdentifiers, FieldsTable } from './fields-table';

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

describe('breakIdentifiers', () => {
  // QA: at 390 px the docs' tables scrolled sideways: a field name was kept on one line, and a description naming a
  // service (`environmental_evaluation_product_base`) had no place to break.
  it('lets a name and a description break after the underscores and dots of their identifiers, and only there', () => {
    const { container } = render(
      <FieldsTable
        label="جدول"
        rows={[
          ['similar_area_in_neighbourhood', 'integer', 'نام سرویس: environmental_evaluation_product_base. پایان.', false],
          ['agent_type', '"product" | "divar_advertiser"', '', true],
        ]}
      />,
    );
    const [name, type, description] = container.querySelectorAll('tbody td');
    expect(name.querySelector('code')?.innerHTML).toBe('similar_<wbr>area_<wbr>in_<wbr>neighbourhood');
    expect(type.querySelectorAll('wbr')).toHaveLength(0);
    expect(container.querySelectorAll('tbody tr')[1].querySelectorAll('td')[1].innerHTML).toBe('<code dir="ltr">"product" | "divar_<wbr>advertiser"</code>');
    // A sentence's full stop is no joint.
    expect(description.innerHTML).toBe('نام سرویس: environmental_<wbr>evaluation_<wbr>product_<wbr>base. پایان.');
    expect(description.textContent).toBe('نام سرویس: environmental_evaluation_product_base. پایان.');
  });

  it('leaves text without identifiers as it is', () => {
    expect(breakIdentifiers('متراژ به متر مربع.')).toBe('متراژ به متر مربع.');
    expect(breakIdentifiers('openapi.json')).not.toBe('openapi.json');
  });
});
