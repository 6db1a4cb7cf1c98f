// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddonView } from './addon-view';

afterEach(cleanup);

describe('the local Divar renders the add-on body we posted as Divar does', () => {
  it('an evaluation row: three segments left to right (گران, منصفانه, ارزان) and the indicator at its percentage', () => {
    render(
      <AddonView
        widgets={[
          { title_row: { text: 'قیمت این آگهی در مقایسه با بازار' } },
          {
            evaluation_row: {
              indicator_text: '۱۸٫۵ میلیارد تومان',
              indicator_percentage: 42,
              right: { text: 'ارزان', section_color: 'SUCCESS_SECONDARY' },
              middle: { text: 'منصفانه', section_color: 'SUCCESS_PRIMARY' },
              left: { text: 'گران', section_color: 'WARNING_PRIMARY' },
            },
          },
          { description_row: { text: 'برآورد قیمت این ملک ۱۷ تا ۱۹ میلیارد تومان است.', expandable: false } },
          { button_bar: { title: 'مشاهدهٔ گزارش کامل ارزیابی', action: { open_direct_link: 'https://arzyab.example/price-result?uuid=x' } } },
          { score_row: { title: 'امتیاز کلی محله', percentage_score: 78, score_color: 'SUCCESS_PRIMARY' } },
          { button_bar: { title: 'ناامن', action: { open_direct_link: 'javascript:alert(1)' } } },
        ]}
      />,
    );
    expect(screen.getByText('قیمت این آگهی در مقایسه با بازار')).toBeTruthy();
    const row = screen.getByTestId('addon-evaluation-row');
    expect(row.getAttribute('aria-label')).toBe('ارزان، منصفانه، گران؛ ۱۸٫۵ میلیارد تومان');
    const segments = [...row.querySelectorAll('[aria-hidden="true"] > span')].map((s) => s.textContent);
    expect(segments).toEqual(['گران', 'منصفانه', 'ارزان']);
    const indicator = screen.getByText('۱۸٫۵ میلیارد تومان');
    expect((indicator as HTMLElement).style.left).toBe('42%');
    expect(screen.getByTestId('addon-button').getAttribute('href')).toBe('https://arzyab.example/price-result?uuid=x');
    expect(screen.getByTestId('addon-score-row').textContent).toBe('امتیاز کلی محله۷۸٪');
    // A link that is not http(s) is never rendered as one.
    expect(screen.queryByText('ناامن')).toBeNull();
  });

  it("the advertiser's preview shows the same rows with inert links", () => {
    const widgets = [
      { score_row: { title: 'امتیاز کلی محله', descriptive_score: '۵۰ از ۱۰۰', score_color: 'SUCCESS_PRIMARY', action: { open_direct_link: 'https://arzyab.example/r' } } },
      { button_bar: { title: 'مشاهدهٔ گزارش کامل محله', action: { open_direct_link: 'https://arzyab.example/r' } } },
    ];
    render(<AddonView widgets={widgets} preview />);
    expect(screen.getByTestId('divar-addon-preview')).toBeTruthy();
    expect(screen.getByTestId('addon-score-row').textContent).toBe('امتیاز کلی محله۵۰ از ۱۰۰');
    expect(screen.getByTestId('addon-button').textContent).toBe('مشاهدهٔ گزارش کامل محله');
    expect(document.querySelector('a')).toBeNull();
  });
});
