import { describe, expect, it } from 'vitest';
import { createEnvironmentEvaluationBody, scoreBand } from '@/lib/contracts/environment';
import { formatCriterionValue, scoreWords } from './format-criterion';

describe('environment formatting', () => {
  it('formats values with Persian digits and units', () => {
    expect(formatCriterionValue({ value: 430, unit: 'متر' })).toBe('۴۳۰ متر');
    expect(formatCriterionValue({ value: 2500, unit: 'متر' })).toBe('۲٫۵ کیلومتر');
    expect(formatCriterionValue({ value: 37.5, unit: 'درصد' })).toBe('۳۷٫۵٪');
    expect(formatCriterionValue({ value: 30500000, unit: 'تومان' })).toBe('۳۰٫۵ میلیون تومان');
    expect(formatCriterionValue({ value: null, unit: 'متر' })).toBe('داده در دسترس نیست');
    expect(scoreWords(90)).toBe('عالی');
    expect(scoreBand(55).label).toBe('خوب');
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
