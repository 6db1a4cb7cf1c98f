import { describe, expect, it } from 'vitest';
import { neighbourhoodListingsCaption, perM2Words } from './listing-counts';

describe('the neighbourhood counts', () => {
  it('names one count when the model kept every listing, or none of them', () => {
    expect(neighbourhoodListingsCaption('sale', 47, 47)).toBe('توزیع قیمت هر متر مربع در ۴۷ آگهی محله؛ ستون نارنجی بازهٔ این ملک است.');
    expect(neighbourhoodListingsCaption('sale', 7, 0)).toBe('توزیع قیمت هر متر مربع در ۷ آگهی محله؛ ستون نارنجی بازهٔ این ملک است.');
  });

  it('reconciles the two when they differ (Nazi-abad: 41 behind the estimate, 47 in the statistics)', () => {
    expect(neighbourhoodListingsCaption('sale', 47, 41)).toContain('همهٔ ۴۷ آگهی محله (برآورد بر پایهٔ ۴۱ آگهی است؛ مدل ۶ آگهی دیگر را');
  });

  it('says «رهن کامل» for rent', () => {
    expect(perM2Words('rent')).toBe('رهن کامل هر متر');
    expect(perM2Words('sale')).toBe('هر متر');
    expect(perM2Words('rent', 'long')).toBe('رهن کامل هر متر مربع');
    expect(perM2Words('sale', 'long')).toBe('قیمت هر متر مربع');
  });
});
