import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { themeVarsCss } from './theme-css';

describe('styles/theme-vars.css', () => {
  it('is the current theme (run `npm run theme:css` after changing lib/theme.ts)', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '..', 'styles', 'theme-vars.css'), 'utf8');
    expect(committed).toBe(themeVarsCss(theme.generateStyleSheets()));
  });

  it('defines both colour schemes, switched by the class InitColorSchemeScript sets before first paint', () => {
    const css = themeVarsCss(theme.generateStyleSheets());
    expect(css).toMatch(/:root, \.light \{\n  color-scheme: light;[^}]*--mui-palette-primary-main: #0b6b5c;/);
    expect(css).toMatch(/\.dark \{\n  color-scheme: dark;[^}]*--mui-palette-primary-main: #5fd0b8;/);
  });

  it('prints a dark-scheme page in the light palette (white paper, no background colours)', () => {
    const css = themeVarsCss(theme.generateStyleSheets());
    const print = css.slice(css.indexOf('@media print'));
    expect(print).toMatch(/^@media print \{\n  \.dark \{\n    color-scheme: light;/);
    expect(print).toContain('--mui-palette-primary-main: #0b6b5c;');
    expect(print).toContain('--mui-palette-text-primary: rgba(0, 0, 0, 0.87);');
    expect(print).toContain('--mui-palette-background-paper: #fff');
    // After the dark rule, so it wins in print.
    expect(css.indexOf('@media print')).toBeGreaterThan(css.indexOf('.dark {'));
  });

  it('refuses nested rules instead of dropping them', () => {
    expect(() => themeVarsCss([{ ':root': { '@media (prefers-color-scheme: dark)': { color: 'red' } } }])).toThrow(/nested/);
  });
});
