// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from '@/features/shared/place/when-visible';
import { PrintFooter } from './print-footer';
import { ResultSection } from './result-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The rules inside a stylesheet's `@media print { … }` blocks (one level of nesting). */
function printRules(path: string): string {
  const css = readFileSync(path, 'utf8');
  let out = '';
  for (let at = css.indexOf('@media print'); at >= 0; at = css.indexOf('@media print', at + 1)) {
    let depth = 0;
    let i = css.indexOf('{', at);
    const start = i + 1;
    for (; i < css.length; i++) {
      if (css[i] === '{') depth++;
      else if (css[i] === '}' && --depth === 0) break;
    }
    out += css.slice(start, i);
  }
  return out.replace(/\s+/g, ' ');
}

describe('a printed result (QA: the map placeholder printed as a large empty grey box, and no link to the report)', () => {
  it('marks a map section whose map has not loaded, and unmarks it once the map is shown', () => {
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    render(
      <ResultSection title="محل ملک" testId="result-map" printOnlyWithMap>
        <WhenVisible label="نمایش محل ملک روی نقشه">
          <p data-testid="map">نقشه</p>
        </WhenVisible>
      </ResultSection>,
    );
    const section = screen.getByTestId('result-map');
    expect(section.matches('[data-print-only-with-map]:has([data-map-pending])')).toBe(true);
    fireEvent.click(screen.getByTestId('show-map'));
    expect(screen.getByTestId('map')).toBeTruthy();
    expect(section.matches('[data-print-only-with-map]:has([data-map-pending])')).toBe(false);
  });

  it('leaves such a section out of the print, and prints the footer only on paper (the stylesheets\' rules)', () => {
    // The component test above checks the markup; these are the rules that act on it (an e2e print emulation checks
    // the built page: tests/e2e/valuation.spec.ts).
    expect(printRules('styles/globals.css')).toMatch(/\[data-print-only-with-map\]:has\(\[data-map-pending\]\) \{ display: none !important; \}/);
    const result = readFileSync('features/shared/result/result.module.css', 'utf8').replace(/\s+/g, ' ');
    expect(result).toMatch(/^(?:(?!@media print).)*\.printFooter \{ display: none; \}/);
    expect(printRules('features/shared/result/result.module.css')).toMatch(/\.printFooter \{ display: block;/);
  });

  it('prints the report\'s canonical address', () => {
    render(<PrintFooter kind="rent" uuid="7cd2102e-69a4-44cb-b174-3d2fd261e8e2" />);
    expect(screen.getByTestId('print-footer').textContent).toBe(
      `نشانی این گزارش: ${window.location.origin}/rent-price-evaluation-result?uuid=7cd2102e-69a4-44cb-b174-3d2fd261e8e2`,
    );
  });
});
