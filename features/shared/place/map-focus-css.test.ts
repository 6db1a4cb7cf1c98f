import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Layout and painting are not computed under Vitest, so the rule itself is checked. QA: a map focused from the
// keyboard showed only its centre cross: the browser's ring fell outside the map, clipped by its rounded frame.
const css = readFileSync(path.resolve(import.meta.dirname, '../../../styles/leaflet.css'), 'utf8');

/** The declarations of the first rule whose selector is exactly `selector`. */
function declarations(selector: string): Record<string, string> {
  const at = css.indexOf(`\n${selector} {`);
  if (at < 0) throw new Error(`no rule ${selector}`);
  const body = css.slice(css.indexOf('{', at) + 1, css.indexOf('}', at));
  return Object.fromEntries(
    body
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
  );
}

describe('styles/leaflet.css', () => {
  it('rings a map focused from the keyboard inside its edge, above its panes and controls, not catching the pointer', () => {
    const ring = declarations('.leaflet-container:focus-visible::after');
    expect(ring).toMatchObject({ content: "''", position: 'absolute', inset: '0', 'pointer-events': 'none' });
    expect(ring.border).toMatch(/^3px solid #/);
    // Leaflet's panes go up to 700 and its controls' corners to 1000: the ring comes last at that level.
    expect(Number(ring['z-index'])).toBeGreaterThanOrEqual(1000);
  });
});
