// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import styles from './api-reference.module.css';
import { breakIdentifiers } from './doc-text';
import { FieldsTable } from './fields-table';

afterEach(cleanup);

const css = readFileSync(path.join(import.meta.dirname, 'api-reference.module.css'), 'utf8');

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

  // QA: at 390 px «YYYY-MM» in a description broke after its hyphen, «YYYY-» on one line and «MM» on the next.
  it('keeps a hyphenated token on one line, wherever it stands', () => {
    const { container } = render(
      <FieldsTable label="جدول" rows={[['as_of', 'string', 'ماه شمسی قیمت، YYYY-MM (پیش‌فرض: آخرین ماه)، نه Retry-After.', false]]} />,
    );
    const description = container.querySelectorAll('tbody td')[2];
    const whole = [...description.querySelectorAll('span')].map((span) => span.textContent);
    expect(whole).toEqual(['YYYY-MM', 'Retry-After']);
    for (const span of description.querySelectorAll('span')) expect(span.className).toBe(styles.whole);
    // Layout is not computed under Vitest: the rule itself is read.
    expect(css).toMatch(/\n\.whole \{\s*white-space: nowrap;\s*\}/);
    expect(description.textContent).toBe('ماه شمسی قیمت، YYYY-MM (پیش‌فرض: آخرین ماه)، نه Retry-After.');
    // A path keeps its hyphenated segment whole and its identifiers' joints.
    const { container: path } = render(<code>{breakIdentifiers('/api/v1/neighbourhood-evaluations/x_y')}</code>);
    expect(path.innerHTML).toBe(`<code>/api/v1/<span class="${styles.whole}">neighbourhood-evaluations</span>/x_<wbr>y</code>`);
  });

  it('leaves text without identifiers as it is', () => {
    expect(breakIdentifiers('متراژ به متر مربع.')).toBe('متراژ به متر مربع.');
    expect(breakIdentifiers('openapi.json')).not.toBe('openapi.json');
  });
});
