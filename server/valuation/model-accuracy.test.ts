import { describe, expect, it } from 'vitest';
import { parseReportAccuracy } from './model-accuracy';

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
});
