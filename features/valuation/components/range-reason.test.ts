import { describe, expect, it } from 'vitest';
import { rangeNoteText, timeWideningText } from './range-reason';

const support = { similar_area: 15000, similar_build_year: 9000, similar_area_in_neighbourhood: 300 };

describe('the range note names the range\'s real reasons', () => {
  it('says a price date before the listings was carried back, not forward', () => {
    expect(timeWideningText({ ...support, time_widening: { factor: 1.41, months: -24, confidence_unwidened: 'high' } }, 'sale')).toBe(
      'شاخص قیمت منطقه قیمت را ۲۴ ماه به عقب برده است؛ خطای شاخص در این فاصله پهنای بازه را حدود ۱٫۴۱ برابر کرده است.',
    );
  });

  it('keeps «more listings, narrower» only under 20 listings, and names the neighbourhood\'s own errors above', () => {
    expect(rangeNoteText(19, support, 'sale')).toContain('هرچه آگهی‌های مشابه محله بیشتر باشد');
    expect(rangeNoteText(20, support, 'sale')).toBe(
      'با احتمال حدود ۸۰٪ ارزش ملک در این بازه است. پهنای آن از فاصلهٔ برآوردهای مدل با قیمت آگهی‌های همین محله سنجیده شده است.',
    );
    expect(rangeNoteText(806, null, 'sale')).not.toContain('باریک‌تر');
  });

  it('says a rent range was widened for the sale index\'s carry, as the 1403 rent listings measured it', () => {
    const rent = { ...support, time_widening: { factor: 1.24, months: 61, confidence_unwidened: 'medium' as const } };
    expect(timeWideningText(rent, 'rent')).toBe(
      'شاخص قیمت فروش منطقه اجاره را ۶۱ ماه جلو آورده است؛ خطای این کار، سنجیده روی آگهی‌های اجارهٔ ۱۴۰۳، پهنای بازه را حدود ۱٫۲۴ برابر کرده است.',
    );
    expect(rangeNoteText(300, rent, 'rent')).toContain('شاخص قیمت فروش منطقه اجاره را ۶۱ ماه جلو آورده است');
  });
});
