import { describe, expect, it } from 'vitest';
import { type ConfidenceFigures, confidenceCause, confidenceCauseWords, confidenceReasonText } from './confidence-reason';
import type { ValuationConfidence, ValuationDataSupport } from './valuation';

const SUPPORTED: ValuationDataSupport = { similar_area: 900, similar_build_year: 700, similar_area_in_neighbourhood: 60, similar_rooms: 800, similar_floor: 900 };
const figures = (confidence: ValuationConfidence, over: Partial<ConfidenceFigures> = {}, range: [number, number] = [9e9, 11e9]): ConfidenceFigures => ({
  kind: 'sale',
  estimate: { total: 10e9, low: range[0], high: range[1], confidence },
  data_points: 300,
  data_support: SUPPORTED,
  inputs: { area: 120, build_year: 1398, rooms: 3, floor: 4 },
  ...over,
});
const support = (extra: Partial<ValuationDataSupport>) => ({ data_support: { ...SUPPORTED, ...extra } });

describe('confidenceCause: the engine rule behind a label, in the engine\'s order', () => {
  it('gives none for «high»', () => {
    expect(confidenceCause(figures('high', { data_points: 2 }))).toBeNull();
  });

  it('names the price date only when the months changed the label', () => {
    const w = (unwidened: ValuationConfidence) => support({ time_widening: { factor: 1.6, months: 43, confidence_unwidened: unwidened } });
    expect(confidenceCause(figures('low', w('medium')))).toEqual({ cause: 'price_date', months: 43, unwidened: 'medium' });
    expect(confidenceCause(figures('medium', w('high')))).toEqual({ cause: 'price_date', months: 43, unwidened: 'high' });
    // Already low at the listings' month: the width the page shows is the reason.
    expect(confidenceCause(figures('low', w('low'), [6e9, 13e9]))).toEqual({ cause: 'wide_range', below: expect.closeTo(0.4), above: expect.closeTo(0.3) });
  });

  it('low: few listings in the neighbourhood, then few like the flat (fewest first), the engine\'s checks, the width', () => {
    expect(confidenceCause(figures('low', { data_points: 4, ...support({ similar_area: 3 }) }))).toEqual({ cause: 'few_in_neighbourhood', listings: 4 });
    expect(confidenceCause(figures('low', support({ similar_area: 12, similar_floor: 3, older_flat: { build_year: 1393, total: 20e9 } })))).toEqual({
      cause: 'few_similar',
      few: [
        { trait: 'floor', listings: 3 },
        { trait: 'area', listings: 12 },
      ],
    });
    expect(confidenceCause(figures('low', support({ older_flat: { build_year: 1393, total: 20e9 } })))).toEqual({ cause: 'older_flat', build_year: 1393, total: 20e9 });
    expect(confidenceCause(figures('low', support({ smaller_flat: { area: 118, total: 11e9 } })))).toEqual({ cause: 'smaller_flat', area: 118, total: 11e9 });
    expect(confidenceCause(figures('low', {}, [6e9, 13e9]))?.cause).toBe('wide_range');
  });

  it('medium: the width, else a thin neighbourhood, else few flats of its size there', () => {
    expect(confidenceCause(figures('medium', { data_points: 12 }, [7e9, 12e9]))).toEqual({ cause: 'wide_range', below: expect.closeTo(0.3), above: expect.closeTo(0.2) });
    expect(confidenceCause(figures('medium', { data_points: 12 }))).toEqual({ cause: 'thin_neighbourhood', listings: 12 });
    expect(confidenceCause(figures('medium', support({ similar_area_in_neighbourhood: 0 })))).toEqual({ cause: 'few_of_size_in_neighbourhood', listings: 0 });
  });

  it('reads a stored range rounded a hair under the threshold as the width, and proves nothing from a range well under it', () => {
    // 0.645 of the estimate: the engine's unrounded range crossed 0.65; nothing else explains a «low» with its figures.
    expect(confidenceCause(figures('low', {}, [7e9, 13.45e9]))?.cause).toBe('wide_range');
    expect(confidenceCause(figures('low', {}, [9e9, 11e9]))).toBeNull();
    expect(confidenceCause(figures('medium', {}, [9e9, 11e9]))).toBeNull();
    // A report stored without data_support: only what the figures it has prove.
    expect(confidenceCause(figures('low', { data_support: null }, [7e9, 13.45e9]))).toBeNull();
    expect(confidenceCause(figures('low', { data_support: null }, [6e9, 13e9]))?.cause).toBe('wide_range');
    expect(confidenceCause(figures('low', { data_support: null, data_points: 3 }))?.cause).toBe('few_in_neighbourhood');
  });
});

describe('the words the widget and the pages say', () => {
  it('name each cause with its figure, in a few words for the ad', () => {
    const words = (f: ConfidenceFigures) => confidenceCauseWords(confidenceCause(f)!, f);
    expect(words(figures('low', { data_points: 4 }))).toBe('تنها ۴ آگهی از این محله');
    expect(words(figures('low', { data_points: 0 }))).toBe('آگهی قابل اتکایی از این محله نیست');
    expect(words(figures('low', support({ similar_rooms: 5 })))).toBe('تنها ۵ آگهی فروش ۳ خوابه در تهران');
    expect(words(figures('low', { ...support({ similar_floor: 0 }), inputs: { area: 120, build_year: 1398, rooms: 3, floor: -1 } }))).toBe(
      'هیچ آگهی فروش در طبقهٔ منفی ۳ تا ۱ در تهران نیست',
    );
    expect(words(figures('medium', support({ similar_area_in_neighbourhood: 2 })))).toBe('تنها ۲ آگهی با متراژ ۱۲۰ متر ±۲۰٪ در این محله');
    expect(words(figures('low', {}, [6e9, 13e9]))).toBe('بازهٔ پهن، ۴۰٪ زیر تا ۳۰٪ بالای برآورد');
  });

  it('say the rule the figure broke beside the chip', () => {
    expect(confidenceReasonText(figures('low', {}, [6e9, 13e9]), null)).toBe(
      '«اطمینان پایین» به خاطر بازهٔ پهن برآورد است: بازهٔ ۸۰٪ از ۴۰٪ زیر تا ۳۰٪ بالای برآورد است (بخش «بازهٔ قیمت»)، و با بازه‌ای به پهنای بیش از ۶۵٪ برآورد اطمینان پایین است.',
    );
    expect(confidenceReasonText(figures('medium', support({ similar_area_in_neighbourhood: 2 })), null)).toBe(
      '«اطمینان متوسط» به خاطر کمی آگهی‌های هم‌اندازهٔ این ملک در این محله است: تنها ۲ آگهی از این محله با متراژی نزدیک به ۱۲۰ متر مربع (±۲۰٪) در داده‌های مدل هست و با کمتر از ۵ آگهی اطمینان برآورد بالا نیست.',
    );
    expect(confidenceReasonText(figures('low', { data_points: 0 }), null)).toBe(
      '«اطمینان پایین» به خاطر کمی آگهی‌های این محله است: از این محله آگهی قابل اتکایی در داده‌های مدل نیست.',
    );
    expect(confidenceReasonText(figures('medium', support({ time_widening: { factor: 1.57, months: 43, confidence_unwidened: 'high' } })), '1401-10')).toBe(
      '«اطمینان متوسط» به خاطر بازهٔ پهن‌تر این تاریخ است (بخش «بازهٔ قیمت»)؛ به قیمت دی ۱۴۰۱ این برآورد «اطمینان بالا» داشت.',
    );
    expect(confidenceReasonText(figures('high'), null)).toBeNull();
  });
});
