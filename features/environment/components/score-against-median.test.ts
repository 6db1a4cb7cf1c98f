import { describe, expect, it } from 'vitest';
import { scoreAgainstMedian } from './score-against-median';

describe('scoreAgainstMedian', () => {
  it('states the gap between the two whole numbers the page shows, not between the raw scores', () => {
    // The page shows 57.5 as «۵۸» and the median 48.2 as «۴۸»: 58 − 48 = 10 (the raw gap, 9.3, read «۹»).
    expect(scoreAgainstMedian(57.5, 48.2)).toBe('میانهٔ امتیاز محله‌های تهران ۴۸ است؛ این محل ۱۰ امتیاز بالاتر از میانه است.');
    expect(scoreAgainstMedian(40.4, 48.6)).toBe('میانهٔ امتیاز محله‌های تهران ۴۹ است؛ این محل ۹ امتیاز پایین‌تر از میانه است.');
  });

  it('calls the place level with the median when both show the same number', () => {
    expect(scoreAgainstMedian(48.4, 47.6)).toBe('میانهٔ امتیاز محله‌های تهران ۴۸ است؛ این محل هم‌تراز میانه است.');
  });
});
