import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';
import { parseLaterCheck, parseRentBacktestLastMonth } from '@/server/valuation/model-accuracy';

// The one test that needs Python (Debian python3-xgboost/sklearn/pandas): the evaluation script end to end
// on the small committed sample (ml/sample).
describe('ml:evaluate on the committed sample', () => {
  it('prints and writes baselines and model side by side', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'ml-eval-')), 'REPORT.md');
    const root = path.resolve(import.meta.dirname, '..');
    const res = spawnSync('node', ['scripts/ml-evaluate.mjs', '--sample', '--folds', '3', '--protocols', 'random', '--repeats', '2', '--curve', '4', '--out', out], {
      cwd: root,
      encoding: 'utf8',
      // A hang guard, not a speed target: ≈ 12 s alone, over 7 minutes beside a full evaluation on the 2 shared cores.
      timeout: 1_200_000,
    });
    expect(res.status, res.stderr).toBe(0);
    const report = readFileSync(out, 'utf8');
    expect(report).toContain('Data version');
    for (const m of ['nb_median', 'knn', 'model']) expect(report).toContain(`| ${m} |`);
    expect(report).toMatch(/## sale — random folds/);
    expect(report).toMatch(/## rent — random folds/);
    expect(report).toMatch(/MdAPE \| PPE10 \| PPE20 \| 80 % coverage/);
    // The rent learning curve: the main run's 3 folds and the asked-for 4 (each model learns from 75 % of the rows).
    expect(report).toMatch(/## rent — learning curve/);
    expect(report).toMatch(/\| 3 \| 67 % \| [\d.]+ % \|/);
    expect(report).toMatch(/\| 4 \| 75 % \| [\d.]+ % \|/);
    expect(report).toMatch(/Means over 2 fold assignments; the model's MdAPE \(reserved-like \(Divar\+portal 1401\)\) per assignment: [\d.]+ %, [\d.]+ %\./);
    // Issue 30: the newer files are in the folds and reported apart; the targets table, the market index's check on
    // later listings and the rent backtest are written.
    expect(report).toMatch(/\| model \| Divar 1402 \| \d+ \|/);
    expect(report).toMatch(/\| model \| Divar 1403 \(official sample \+ ads\) \| \d+ \|/);
    expect(report).toMatch(/\| model \| Divar rent 1400 \(like the reserved rows\) \| \d+ \|/);
    expect(report).toMatch(/## Against the targets \(issue 30\)/);
    expect(report).toMatch(/\| sale, reserved-like \(Divar\+portal 1401\) \| MdAPE \| [\d.]+ % \| ≤ 6\.8 % \| (met|not met) \|/);
    expect(report).toMatch(/## Market index — check on later sale listings/);
    expect(report).toMatch(/\| Divar 1402 \(Khordad–Tir 1402\); index move from 1401-10 ×[\d.]+ \| 1402-\d\d … 1402-\d\d \| \d+ \| [-+][\d.]+ % \|/);
    // The site reads that table (server/valuation/model-accuracy.ts): the writer and the reader stay in step.
    expect(parseLaterCheck(report)).toMatchObject({ fitted_year: 1401, last_month: expect.stringMatching(/^14\d\d-\d\d$/) });
    expect(report).toMatch(/## Rent brought forward — backtest/);
    expect(report).toMatch(/— \*\*used\*\* \| \d+ \| [-+][\d.]+ % \| [\d.]+ % \|/);
    // …and the rent backtest's months, whose last one the rent note names.
    expect(parseRentBacktestLastMonth(report)).toMatch(/^14\d\d-\d\d$/);
  }, 1_230_000);
});

describe('ml/REPORT.md as committed', () => {
  it('has the later-listing check and the rent backtest\'s months in the form the site reads', () => {
    const report = readFileSync(path.resolve(import.meta.dirname, 'REPORT.md'), 'utf8');
    expect(parseLaterCheck(report)).not.toBeNull();
    expect(parseRentBacktestLastMonth(report)).toBe('1403-10');
  });
});
