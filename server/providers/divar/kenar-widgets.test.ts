import { describe, expect, it } from 'vitest';
import { toKenarAddonBody, WIDGET_LIMITS, widgetProblems } from './kenar-widgets';
import type { AddonWidget } from './types';

const evaluation = (over: Partial<Extract<AddonWidget, { type: 'evaluation' }>> = {}): AddonWidget => ({
  type: 'evaluation',
  right: { text: 'ارزان', color: 'success-soft' },
  middle: { text: 'منصفانه', color: 'success' },
  left: { text: 'گران', color: 'warning' },
  indicatorText: '۱۸٫۵ میلیارد تومان',
  indicatorPercent: 42,
  ...over,
});

describe('our widgets → Kenar add-on body', () => {
  it('uses Kenar names: one widget kind per element, colors from its enum, links as open_direct_link', () => {
    const body = toKenarAddonBody([
      { type: 'title', text: 'عنوان' },
      evaluation(),
      { type: 'score', title: 'امتیاز کلی محله', percentage: 80, color: 'success', link: 'https://arzyab.example/r' },
      { type: 'score', title: 'وضعیت', descriptive: 'خوب', color: 'warning-soft' },
      { type: 'description', text: 'متن' },
      { type: 'button', title: 'گزارش کامل', link: 'https://arzyab.example/r' },
    ]);
    expect(body.widgets).toEqual([
      { title_row: { text: 'عنوان' } },
      {
        evaluation_row: {
          indicator_text: '۱۸٫۵ میلیارد تومان',
          indicator_percentage: 42,
          right: { text: 'ارزان', section_color: 'SUCCESS_SECONDARY' },
          middle: { text: 'منصفانه', section_color: 'SUCCESS_PRIMARY' },
          left: { text: 'گران', section_color: 'WARNING_PRIMARY' },
        },
      },
      { score_row: { title: 'امتیاز کلی محله', percentage_score: 80, score_color: 'SUCCESS_PRIMARY', action: { open_direct_link: 'https://arzyab.example/r' } } },
      { score_row: { title: 'وضعیت', descriptive_score: 'خوب', score_color: 'WARNING_SECONDARY' } },
      { description_row: { text: 'متن', expandable: false } },
      { button_bar: { title: 'گزارش کامل', action: { open_direct_link: 'https://arzyab.example/r' } } },
    ]);
  });

  it("refuses what Kenar would refuse: segment > 18, score title > 25, descriptive > 17, percentages outside 0–100", () => {
    expect(widgetProblems([evaluation({ left: { text: 'خ'.repeat(WIDGET_LIMITS.evaluationSegment + 1), color: 'error' } })])[0]).toMatch(/left has 19 characters \(max 18\)/);
    expect(widgetProblems([evaluation({ indicatorPercent: 101 })])[0]).toMatch(/indicator must be a whole number 0–100/);
    expect(widgetProblems([{ type: 'score', title: 'ع'.repeat(26), percentage: 5, color: 'success' }])[0]).toMatch(/max 25/);
    expect(widgetProblems([{ type: 'score', title: 'ع', descriptive: 'ع'.repeat(18), color: 'success' }])[0]).toMatch(/max 17/);
    expect(widgetProblems([{ type: 'score', title: 'ع', color: 'success' }])[0]).toMatch(/exactly one of percentage and descriptive/);
    expect(widgetProblems([{ type: 'description', text: 'ع'.repeat(201) }])[0]).toMatch(/max 200/);
    expect(widgetProblems([{ type: 'button', title: 'ع', link: 'javascript:alert(1)' }])[0]).toMatch(/not an absolute link/);
    expect(widgetProblems([])).toEqual(['an add-on needs at least one widget']);
    expect(() => toKenarAddonBody([{ type: 'title', text: ' ' }])).toThrow(/title.*is empty/);
  });

  it('counts characters as users see them (code points), not UTF-16 units', () => {
    expect(widgetProblems([evaluation({ left: { text: '😀'.repeat(18), color: 'error' } })])).toEqual([]);
  });
});
