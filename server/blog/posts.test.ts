import { afterEach, describe, expect, it } from 'vitest';
import type { BlogBlock } from '@/lib/contracts/blog';
import { resetServerEnv } from '@/lib/env';
import { formatJalaliMonth } from '@/lib/fa/jalali';
import { formatMoney } from '@/lib/fa/money';
import { formatNumber, formatPercent } from '@/lib/fa/number';
import { modelAccuracy } from '@/server/valuation/model-accuracy';
import { loadModel } from '@/server/valuation/engine/artifacts';
import { parseMonth } from '@/server/valuation/engine/months';
import { districtTrend } from '@/server/valuation/engine/price-index';
import { districtRows } from './district-prices';
import { blogPostLinks, getBlogPost, listBlogPosts, postText, readingMinutes } from './posts';
import { rentEquivalentPost, rentListingFacts } from './rent-equivalent';

const text = postText;
const tables = (blocks: BlogBlock[]) => blocks.filter((b): b is Extract<BlogBlock, { type: 'table' }> => b.type === 'table');

describe('blog posts', () => {
  afterEach(() => {
    delete process.env.RENT_CONVERSION_RATE;
    resetServerEnv();
  });

  it('lists three posts, newest first, with unique slugs, links and reading times', () => {
    const posts = listBlogPosts();
    expect(posts).toHaveLength(3);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(3);
    expect(posts.map((p) => p.publishedAt)).toEqual([...posts.map((p) => p.publishedAt)].sort().reverse());
    for (const p of posts) {
      expect(p.href).toBe(`/blog/${p.slug}`);
      expect(p.readingMinutes).toBeGreaterThanOrEqual(1);
    }
    expect(blogPostLinks().map((l) => l.href)).toEqual(posts.map((p) => p.href));
    expect(getBlogPost('no-such-post')).toBeNull();
  });

  it('writes every figure in Persian digits and links only inside the site', () => {
    for (const { slug } of listBlogPosts()) {
      const post = getBlogPost(slug)!;
      expect(post.blocks.length).toBeGreaterThan(3);
      expect(text(post.blocks), slug).not.toMatch(/[0-9]/);
      const links = post.blocks.flatMap((b) => (b.type === 'p' || b.type === 'note' ? b.content : b.type === 'ul' ? b.items.flat() : []));
      for (const l of links) if (typeof l !== 'string') expect(l.href).toMatch(/^\/[a-z]/);
      for (const t of tables(post.blocks)) for (const row of t.rows) expect(row).toHaveLength(t.head.length);
    }
  });

  it('reads the district table from the central bank series: every district once, dearest first', () => {
    const rows = districtRows().filter((r) => r.district > 0);
    expect(rows.map((r) => r.district).sort((a, b) => a - b)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    expect(rows.every((r, i) => i === 0 || rows[i - 1].price >= r.price)).toBe(true);
    const post = getBlogPost('tehran-price-per-square-metre-by-district')!;
    const [districts] = tables(post.blocks);
    expect(districts.rows).toHaveLength(22);
    expect(districts.caption).toContain('آذر ۱۴۰۱');
    // Beside the Central Bank's last month, the index's latest one, the level every estimate is priced at (QA: a post
    // dated Azar 1405 gave district 1 at Azar 1401's 99.4 M a m² alone).
    const latestMonth = districtTrend(0).at(-1)!.month;
    expect(districts.head.at(-1)).toBe(`شاخص ${formatJalaliMonth(latestMonth)}`);
    expect(districts.rows[0][0]).toBe('منطقه ۱');
    expect(districts.rows[0].at(-1)).toBe(formatMoney(districtTrend(1).at(-1)!.price_per_m2));
    expect(text(post.blocks)).toContain(`شاخص شهر ${formatMoney(districtTrend(0).at(-1)!.price_per_m2)} برای هر متر مربع است`);
    // Its listings sit at under half of district 5's transaction average: more likely misfiled than cheap.
    expect(text(post.blocks)).not.toContain('اندیشه (شهر زیبا)');
    expect(text(post.blocks)).toMatch(/محلهٔ دیگر را کنار گذاشتیم/);
  });

  it('converts deposit and rent at the configured rate, so the article agrees with the valuations', () => {
    const at3 = tables(rentEquivalentPost().blocks)[0];
    expect(at3.rows[0]).toEqual(['۱ میلیارد تومان', 'بدون اجاره (رهن کامل)']);
    expect(at3.rows[2]).toEqual(['۵۰۰ میلیون تومان', '۱۵ میلیون تومان']);
    process.env.RENT_CONVERSION_RATE = '0.025';
    resetServerEnv();
    const post = rentEquivalentPost();
    expect(text(post.blocks)).toContain(formatPercent(2.5, 1));
    expect(tables(post.blocks)[0].rows[2]).toEqual(['۵۰۰ میلیون تومان', '۱۲٫۵ میلیون تومان']);
  });

  it('counts full-deposit listings over every plausible listing of the rent file, not only those the model kept', () => {
    const { file, ads } = rentListingFacts();
    expect(file!.n).toBeGreaterThan(8000);
    // The kept rows of the same file: those at its month (the 1403 listings the model also learns from are later).
    const { comps } = loadModel('rent').data;
    const fileMonth = parseMonth(file!.months[1]);
    expect(file!.n).toBeGreaterThan(comps.train.filter((t, i) => t === 1 && comps.month[i] === fileMonth).length);
    expect(file!.months).toEqual(['1400-04', '1400-04']);
    expect(file!.fullDepositShare).toBeGreaterThan(0.3);
    expect(file!.fullDepositShare).toBeLessThan(0.6);
    expect(ads!.n).toBeGreaterThan(300);
  });

  it('quotes the published accuracy of both models', () => {
    const post = getBlogPost('how-arzyab-estimates-prices')!;
    const [table] = tables(post.blocks);
    expect(table.rows[0][1]).toBe(formatPercent(modelAccuracy('sale')!.mdape * 100, 1));
    expect(table.rows[1][1]).toBe(formatPercent(modelAccuracy('rent')!.mdape * 100, 1));
    // The data list counts the listings as the accuracy table does, and over the months they were listed.
    const list = text(post.blocks);
    expect(list).toContain(`${formatNumber(modelAccuracy('sale')!.n)} آگهی فروش`);
    expect(list).toContain(`${formatNumber(modelAccuracy('rent')!.n)} آگهی اجاره`);
    // Sale listings from the 1401 files to the 1403 Divar ads (each at its own month).
    expect(list).toMatch(/ملک، [^)]+ ۱۴۰۱ تا [^)]+ ۱۴۰۳\)/);
  });

  it('says what the index rests on after the Central Bank\'s series: Kilid\'s monthly listing medians, not two points', () => {
    const list = text(getBlogPost('how-arzyab-estimates-prices')!.blocks);
    expect(list).not.toContain('دو نقطه');
    expect(list).toContain('شاخص قیمت پس از آخرین آمار بانک مرکزی (آذر ۱۴۰۱) حرکت ماهانهٔ میانهٔ قیمت آگهی‌های کیلید است، نه قیمت معامله');
  });

  it('estimates reading time at 200 words a minute, at least one', () => {
    expect(readingMinutes([{ type: 'p', content: ['کوتاه'] }])).toBe(1);
    expect(readingMinutes([{ type: 'p', content: [Array(1000).fill('واژه').join(' ')] }])).toBe(5);
  });
});
