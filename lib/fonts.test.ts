import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VAZIRMATN_URL } from './fonts';

const root = path.resolve(import.meta.dirname, '..');

describe('the web font', () => {
  it('is served under the installed package version (cached for good, so a new version needs a new address)', () => {
    const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules/vazirmatn/package.json'), 'utf8')) as { version: string };
    expect(VAZIRMATN_URL).toBe(`/fonts/vazirmatn-nl-${version}.woff2`);
    expect(existsSync(path.join(root, 'public', VAZIRMATN_URL))).toBe(true);
    expect(readFileSync(path.join(root, 'styles/globals.css'), 'utf8')).toContain(`url('${VAZIRMATN_URL}')`);
  });
});
