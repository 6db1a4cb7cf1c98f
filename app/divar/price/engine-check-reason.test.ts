import { describe, expect, it } from 'vitest';
import { engineCheckReason } from '@/features/divar/components/price-verdict';
import type { SaleValuationResult } from '@/lib/contracts/valuation';
import { priceWidgets } from '@/server/divar/widgets';

// Only the fields the verdict line and the widget read.
const lowSale = (support: object) =>
  ({
    kind: 'sale',
    price_date: '1403-06',
    label: 'برآورد هوشمند، نه کارشناسی رسمی',
    data_points: 300,
    estimate: { total: 11e9, low: 10e9, high: 12e9, confidence: 'low' },
    data_support: { similar_area: 400, similar_build_year: 400, ...support },
    price_index: null,
  }) as unknown as SaleValuationResult;

describe('the Divar result page and the ad widget', () => {
  it.each([
    ['smaller flat', { smaller_flat: { area: 69, total: 16_900_000_000 } }],
    ['older flat', { older_flat: { build_year: 1393, total: 16_600_000_000 } }],
  ])('name the same reason for a low estimate (%s)', (_, support) => {
    const result = lowSale(support);
    // The page's line: «اطمینان پایین به خاطر …: مدل همین ملک را …». The widget: «(بازهٔ ۸۰٪، اطمینان پایین به خاطر …)».
    const cause = engineCheckReason(result)!.split(':')[0];
    expect(cause).toMatch(/^اطمینان پایین به خاطر /);
    const description = JSON.stringify(priceWidgets(result, { total: 11e9 }, 'https://arzyab.example/price-result').widgets);
    expect(description).toContain(`(بازهٔ ۸۰٪، ${cause})`);
  });
});
