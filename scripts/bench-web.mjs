// `npm run bench:web [-- --runs=N] [--no-build] [--js-only] [--page=/path …]`: the home page's first-load JavaScript
// (gzip; also of each --page, e.g. --page=/chat-bot/new) and Lighthouse mobile scores
// against the production server. Builds first when the build is stale; starts `node scripts/start.mjs` on a free
// port with a throw-away DATA_DIR, and always stops it. Targets: first-load JS <= 150 KB gzip, Lighthouse
// performance >= 95 and accessibility 100 on `/`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startApp } from './app-process.mjs';
import { bin, buildIsStale, root, run } from './lib.mjs';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 1);
// --no-build measures the existing build as is (quick iterations); --js-only skips Lighthouse.
const noBuild = process.argv.includes('--no-build');
const jsOnly = process.argv.includes('--js-only');
const extraPages = process.argv.filter((a) => a.startsWith('--page=')).map((a) => a.slice('--page='.length));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGETS = { firstLoadKb: 150, performance: 95, accessibility: 100 };

/** Script chunks referenced by the page's HTML (what the browser downloads before the page is interactive). */
async function firstLoadJs(base, page = '/') {
  const html = await (await fetch(`${base}${page}`)).text();
  const srcs = new Set();
  for (const m of html.matchAll(/<script([^>]*)>/g)) {
    const attrs = m[1];
    const src = /\ssrc="([^"]+)"/.exec(attrs)?.[1];
    // noModule scripts (Next's legacy polyfills) are never fetched by the modern browsers this targets.
    if (src && !/\snomodule/i.test(attrs)) srcs.add(src);
  }
  const chunks = [];
  for (const src of srcs) {
    const url = new URL(src.replace(/&amp;/g, '&'), base);
    if (url.origin !== new URL(base).origin) continue;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    chunks.push({ path: url.pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  chunks.sort((a, b) => b.gzip - a.gzip);
  return { chunks, totalGzip: chunks.reduce((s, c) => s + c.gzip, 0), totalRaw: chunks.reduce((s, c) => s + c.raw, 0) };
}

async function lighthouse(url, outDir, i) {
  const out = path.join(outDir, `lighthouse-${i}.json`);
  await run(
    bin('lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH } },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id) => report.audits[id]?.displayValue ?? '?';
  const failing = (id) =>
    (report.categories[id]?.auditRefs ?? [])
      .map((ref) => report.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    metrics: {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      SI: metric('speed-index'),
    },
    failing: { accessibility: failing('accessibility'), bestPractices: failing('best-practices'), seo: failing('seo') },
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!noBuild && buildIsStale()) {
  console.log('build is stale: building…');
  await run(process.execPath, ['scripts/build.mjs']);
}

const app = await startApp();
const base = app.base;
process.on('SIGINT', () => process.exit(130));

try {
  // One warm-up request so the first Lighthouse run does not measure server start-up work.
  await fetch(`${base}/`);

  const js = await firstLoadJs(base);
  console.log(`\nFirst-load JavaScript of / (${js.chunks.length} chunks):`);
  for (const c of js.chunks) console.log(`  ${(c.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(c.raw / 1024).toFixed(1).padStart(7)} KB raw  ${c.path}`);
  const firstLoadKb = js.totalGzip / 1024;
  console.log(`  total: ${firstLoadKb.toFixed(1)} KB gzip (${(js.totalRaw / 1024).toFixed(1)} KB raw); target <= ${TARGETS.firstLoadKb} KB`);
  for (const page of extraPages) {
    const other = await firstLoadJs(base, page);
    const shared = new Set(js.chunks.map((c) => c.path));
    const own = other.chunks.filter((c) => !shared.has(c.path));
    console.log(`\nFirst-load JavaScript of ${page} (${other.chunks.length} chunks; beyond the home page's:)`);
    for (const c of own) console.log(`  ${(c.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(c.raw / 1024).toFixed(1).padStart(7)} KB raw  ${c.path}`);
    const ownKb = own.reduce((sum, c) => sum + c.gzip, 0) / 1024;
    console.log(`  total: ${(other.totalGzip / 1024).toFixed(1)} KB gzip (${ownKb.toFixed(1)} KB more than the home page)`);
  }

  const outDir = path.join(root, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const results = [];
  for (let i = 0; i < (jsOnly ? 0 : runs); i++) {
    const r = await lighthouse(`${base}/`, outDir, i + 1);
    results.push(r);
    console.log(
      `\nLighthouse (mobile) run ${i + 1}/${runs}: performance ${r.performance}, accessibility ${r.accessibility}, best-practices ${r.bestPractices}, SEO ${r.seo}`,
    );
    console.log(`  ${Object.entries(r.metrics).map(([k, v]) => `${k} ${v}`).join(' · ')}`);
    for (const [cat, ids] of Object.entries(r.failing)) if (ids.length) console.log(`  failing ${cat} audits: ${ids.join(', ')}`);
  }
  if (jsOnly) process.exit(0);
  const summary = {
    date: new Date().toISOString(),
    firstLoadJsGzipKb: Number(firstLoadKb.toFixed(1)),
    lighthouse: {
      performance: median(results.map((r) => r.performance)),
      accessibility: median(results.map((r) => r.accessibility)),
      bestPractices: median(results.map((r) => r.bestPractices)),
      seo: median(results.map((r) => r.seo)),
      runs: results.length,
    },
  };
  writeFileSync(path.join(outDir, 'web-summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nSummary${runs > 1 ? ' (median)' : ''}: ${JSON.stringify(summary)}`);
  const ok =
    summary.firstLoadJsGzipKb <= TARGETS.firstLoadKb &&
    summary.lighthouse.performance >= TARGETS.performance &&
    summary.lighthouse.accessibility >= TARGETS.accessibility;
  console.log(ok ? 'All targets met.' : 'Some targets are not met (see above).');
} finally {
  await app.stop();
  app.remove();
}
