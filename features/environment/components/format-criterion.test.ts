import { describe, expect, it } from 'vitest';
import { createEnvironmentEvaluationBody, scoreBand } from '@/lib/contracts/environment';
import { formatCriterionValue, GOOD_FROM, scoreWords, strengthsAndWeaknesses, WEAK_BELOW } from './format-criterion';

describe('environment formatting', () => {
  it('formats values with Persian digits and units', () => {
    expect(formatCriterionValue({ value: 430, unit: 'متر' })).toBe('۴۳۰ متر');
    expect(formatCriterionValue({ value: 2500, unit: 'متر' })).toBe('۲٫۵ کیلومتر');
    // Below 2 km in metres: «۱ کیلومتر» for 1,010 m beside «ایستگاه‌های مترو در شعاع ۱ کیلومتر: ۰» read as a contradiction.
    expect(formatCriterionValue({ value: 1010, unit: 'متر' })).toBe('۱٬۰۱۰ متر');
    expect(formatCriterionValue({ value: 1990, unit: 'متر' })).toBe('۱٬۹۹۰ متر');
    expect(formatCriterionValue({ value: 2000, unit: 'متر' })).toBe('۲ کیلومتر');
    expect(formatCriterionValue({ value: 37.5, unit: 'درصد' })).toBe('۳۷٫۵٪');
    expect(formatCriterionValue({ value: 30500000, unit: 'تومان' })).toBe('۳۰٫۵ میلیون تومان');
    expect(formatCriterionValue({ value: null, unit: 'متر' })).toBe('داده در دسترس نیست');
    expect(scoreWords(90)).toBe('عالی');
    expect(scoreBand(55).label).toBe('خوب');
  });
});

describe('strengths and weaknesses', () => {
  const c = (id: string, score: number | null, weight = 1) => ({ id, score, weight, available: score !== null });
  it('follow the table\'s bands: a strength reads «خوب» or better, a weakness «ضعیف» or worse', () => {
    expect(scoreWords(GOOD_FROM)).toBe('خوب');
    expect(scoreWords(WEAK_BELOW - 1)).toBe('ضعیف');
    const { strengths, weaknesses } = strengthsAndWeaknesses([c('a', 38, 6), c('b', 65), c('c', 90, 2), c('d', 44), c('e', 45), c('f', null), c('g', 10), c('h', 20)]);
    expect(strengths.map((x) => x.id)).toEqual(['c', 'b']);
    expect(weaknesses.map((x) => x.id)).toEqual(['g', 'h', 'a']);
  });
});

describe('create contract', () => {
  it('accepts Persian digits and a neighbourhood without a point', () => {
    expect(createEnvironmentEvaluationBody.parse({ service: '۱۹', latitude: '۳۵٫۷', longitude: '۵۱٫۴' })).toEqual({ service: '19', latitude: 35.7, longitude: 51.4 });
    expect(createEnvironmentEvaluationBody.safeParse({ service: 1, neighbourhood: 'narmak' }).success).toBe(true);
  });

  it('rejects a missing place and out-of-range coordinates', () => {
    const missing = createEnvironmentEvaluationBody.safeParse({ service: 1 });
    expect(missing.success).toBe(false);
    expect(createEnvironmentEvaluationBody.safeParse({ service: 1, latitude: 95, longitude: 51 }).success).toBe(false);
    expect(createEnvironmentEvaluationBody.safeParse({ service: 1, latitude: 'x', longitude: 51 }).success).toBe(false);
  });
});
