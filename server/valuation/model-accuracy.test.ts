import { describe, expect, it } from 'vitest';
import { modelAccuracy, parseLaterCheck, parseRentBacktestLastMonth, parseReportAccuracy } from './model-accuracy';

// The shape ml/evaluate.py writes to ml/REPORT.md.
const REPORT = `# Valuation model — cross-validated evaluation

## sale — random folds (50,000 rows, 300 s)

| method | subset | n | MdAPE | PPE10 | PPE20 | 80 % coverage |
|---|---|---|---|---|---|---|
| nb_median | all | 47,873 | 20.0 % | 30.0 % | 50.0 % | 70.0 % |
| model | all | 47,873 | 8.1 % | 58.0 % | 83.0 % | 80.2 % |

## sale — grouped folds (50,000 rows, 300 s)

| method | subset | n | MdAPE | PPE10 | PPE20 | 80 % coverage |
|---|---|---|---|---|---|---|
| model | all | 47,873 | 9.4 % | 52.3 % | 79.0 % | 79.1 % |
| model | thin (<20 listings in nb) | 1,200 | 15.0 % | 30.0 % | 60.0 % | 78.0 % |

## rent — random folds (9,000 rows, 60 s)

| method | subset | n | MdAPE | PPE10 | PPE20 | 80 % coverage |
|---|---|---|---|---|---|---|
| model | all | 8,795 | 12.8 % | 39.8 % | 69.0 % | 80.1 % |

## Market index — check on later sale listings (213 s)

A model trained on the 1401 listings alone, priced at each later listing's own month by the market index, against the asking price. Bias = median(asking / estimate) − 1.

| listings | months | n | median bias | MdAPE | PPE10 |
|---|---|---|---|---|---|
| Divar 1402 (Khordad–Tir 1402); index move from 1401-10 ×1.61 | 1402-03 … 1402-04 | 3,663 | -4.0 % | 10.6 % | 48.2 % |
| Divar 1403 (official sample + ads); index move from 1401-10 ×1.67 | 1402-10 … 1403-10 | 1,496 | +1.1 % | 11.7 % | 43.6 % |

## Rent brought forward — backtest (8 s)

Fitted on older data only: the rent model on the 1400 file, the methods' parameters on series that end by 1400 Q2. Checked on 1,162 held-out 1403 listings (Divar's official random sample and the 2024 ads, months 1403-01 … 1403-09). Bias = median(asking / estimate) − 1; a method is used only within ±10 % median bias.

| method | n | median bias | MdAPE | PPE10 |
|---|---|---|---|---|
| the district's sale index (rent moves with sale prices; no parameter) — **used** | 1,162 | -2.7 % | 14.7 % | 35.0 % |

Total run time 700 s.
`;

describe('published accuracy from ml/REPORT.md', () => {
  it('takes the model row of the grouped folds when present', () => {
    const sale = parseReportAccuracy(REPORT, 'sale')!;
    expect(sale.n).toBe(47873);
    for (const [k, v] of Object.entries({ mdape: 0.094, ppe10: 0.523, ppe20: 0.79, coverage80: 0.791 })) expect(sale[k as keyof typeof sale]).toBeCloseTo(v, 6);
  });

  it('falls back to the random folds, and to null when the kind is missing', () => {
    const rent = parseReportAccuracy(REPORT, 'rent');
    expect(rent?.n).toBe(8795);
    expect(rent?.ppe20).toBeCloseTo(0.69);
    expect(parseReportAccuracy('# empty\n', 'sale')).toBeNull();
  });

  it('reads the index check on later sale listings, each row by its year, and the last month checked', () => {
    const check = parseLaterCheck(REPORT)!;
    expect(check.fitted_year).toBe(1401);
    // The 1403 files end at Dey 1403, not with the year.
    expect(check.last_month).toBe('1403-10');
    const later = check.rows;
    expect(later.map((l) => [l.year, l.n])).toEqual([[1402, 3663], [1403, 1496]]);
    expect(later[0].mdape).toBeCloseTo(0.106, 6);
    expect(later[1].mdape).toBeCloseTo(0.117, 6);
    expect(parseLaterCheck('# empty\n')).toBeNull();
    // A table without the months column does not say how far the check reached: nothing rather than a guess.
    expect(parseLaterCheck(REPORT.replace(/ \| 14\d\d-\d\d … 14\d\d-\d\d/g, '').replace('| months ', '').replace('|---|---|---|---|---|---|', '|---|---|---|---|---|'))).toBeNull();
  });

  it('reads the last month of the rent backtest\'s held-out listings, nothing without that section', () => {
    expect(parseRentBacktestLastMonth(REPORT)).toBe('1403-09');
    expect(parseRentBacktestLastMonth('# empty\n')).toBeNull();
    // The sale check's months are not the rent backtest's.
    expect(parseRentBacktestLastMonth(REPORT.replace(/## Rent brought forward[\s\S]*$/, ''))).toBeNull();
  });

  it('publishes the later check with the sale accuracy from the repository report', () => {
    const later = modelAccuracy('sale')?.later;
    expect(later?.fitted_year).toBe(1401);
    expect(later?.last_month).toBe('1403-10');
    expect(later?.rows.map((l) => l.year)).toEqual([1402, 1403]);
    expect(modelAccuracy('rent')?.later).toBeUndefined();
    // The rent note names the rent backtest's own last month (ml/REPORT.md: «months 1403-01 … 1403-10»).
    expect(modelAccuracy('rent')?.backtest_last_month).toBe('1403-10');
    expect(modelAccuracy('sale')?.backtest_last_month).toBeUndefined();
  });
});
