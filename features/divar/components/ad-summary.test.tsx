// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DivarAd } from '@/lib/contracts/divar';
import { AdSummary, askingText } from './ad-summary';

afterEach(cleanup);

// Only the fields the summary reads.
const ad = (asking: DivarAd['asking'], negotiable?: boolean) =>
  ({ post_token: 'QmNego140', title: 'آپارتمان', asking, area: null, rooms: null, build_year: null, neighbourhood: null, district_name: null, city_name: null, asking_negotiable: negotiable }) as unknown as DivarAd & {
    asking_negotiable?: boolean;
  };

describe('AdSummary', () => {
  it('says «توافقی» when the ad says so, «ذکر نشده» when it gives no price (QA s10: not «توافقی یا ذکر نشده»)', () => {
    render(<AdSummary ad={ad(null, true)} />);
    expect(screen.getByText('قیمت آگهی').nextElementSibling?.textContent).toBe('توافقی');
    cleanup();
    render(<AdSummary ad={ad(null, false)} />);
    expect(screen.getByText('قیمت آگهی').nextElementSibling?.textContent).toBe('ذکر نشده');
    // Where nobody said which, both are said.
    expect(askingText(null)).toBe('توافقی یا ذکر نشده');
    expect(askingText({ deposit: 400_000_000, rent: null }, true)).toBe('ودیعه ۴۰۰ میلیون تومان، اجاره توافقی');
  });
});
