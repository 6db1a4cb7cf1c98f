import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Layout is not computed under Vitest, so the rule itself is checked: QA found the API keys page 512 px wide on a
// 390 px phone once a key existed (the keys table's visually hidden, absolutely positioned «کار» header escaped the
// scrolling wrapper, whose overflow clips only boxes it contains as their containing block).
const css = readFileSync(path.join(import.meta.dirname, 'api-keys-panel.module.css'), 'utf8');

/** The declarations of the first rule whose selector is exactly `selector`. */
function declarations(selector: string): Record<string, string> {
  const rule = css.match(new RegExp(`(?:^|\\n)${selector.replace('.', '\\.')} \\{([^}]*)\\}`));
  if (!rule) throw new Error(`no rule ${selector}`);
  return Object.fromEntries(
    rule[1]
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => d.split(':').map((x) => x.trim()) as [string, string]),
  );
}

describe('api-keys-panel.module.css', () => {
  it('keeps what a scrolling table holds out of flow inside its scroll box (position and overflow on one wrapper)', () => {
    expect(declarations('.tableWrap')).toMatchObject({ position: 'relative', 'overflow-x': 'auto' });
  });
});
