import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 30: an estimate is priced at the market index's latest month (Mordad 1405 while the calendar says Azar), and
// the result says so. The pages that promise it must not promise «today's» price: QA found «قیمت روز» on /price and
// the Divar intros, and «شاخص قیمت منطقه‌ها تا امروز» on the home page.
const PAGES = ['(site)/price/page.tsx', '(site)/page.tsx', 'divar/price/visitor-evaluation/page.tsx', 'divar/price/advertiser/page.tsx'];

describe('pages that promise a price', () => {
  it.each(PAGES)('%s promises the index month\'s price, not today\'s', (page) => {
    const source = readFileSync(path.join(import.meta.dirname, page), 'utf8');
    expect(source).not.toMatch(/قیمت روز|تا امروز|قیمت امروز/);
  });
});
