// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainMultiCombobox } from './plain-multi-combobox';

afterEach(cleanup);

const label = (n: number) => `گزینهٔ ${n}`;

function Picker({ initial = [] as number[] }) {
  const [value, setValue] = useState<number[]>(initial);
  return (
    <>
      <PlainMultiCombobox
        label="گزینه‌ها"
        options={[1, 2, 3, 12]}
        value={value}
        onChange={setValue}
        optionLabel={label}
        matches={(n, typed) => String(n).startsWith(typed.trim())}
        noOptionsText={(typed) => (typed ? 'چیزی پیدا نشد' : 'گزینه‌ای باقی نمانده')}
      />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

describe('PlainMultiCombobox', () => {
  it('offers what is not chosen and answers the text typed; ↓ and Enter choose, kept in the options’ order', () => {
    render(<Picker initial={[3]} />);
    const box = screen.getByRole('combobox', { name: 'گزینه‌ها' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['گزینهٔ 1', 'گزینهٔ 2', 'گزینهٔ 12']);
    // Tab leaves the box for the next control: a list that scrolls is a Tab stop in Chromium, and its focus closed it.
    expect(screen.getByRole('listbox').getAttribute('tabindex')).toBe('-1');
    fireEvent.change(box, { target: { value: '1' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['گزینهٔ 1', 'گزینهٔ 12']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'گزینهٔ 12' }).id);
    const enter = fireEvent.keyDown(box, { key: 'Enter' });
    // Enter chose; it did not submit the form around the box.
    expect(enter).toBe(false);
    expect(screen.getByTestId('value').textContent).toBe('3,12');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('says why nothing is offered; a chip or Backspace in the empty box removes a choice; Escape closes the list', () => {
    render(<Picker initial={[1, 2]} />);
    const box = screen.getByRole('combobox', { name: 'گزینه‌ها' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '9' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('چیزی پیدا نشد')).toBeTruthy();
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'حذف گزینهٔ 1' }));
    expect(screen.getByTestId('value').textContent).toBe('2');
    fireEvent.keyDown(box, { key: 'Backspace' });
    expect(screen.getByTestId('value').textContent).toBe('');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
