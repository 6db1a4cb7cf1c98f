import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SOURCE_FILES } from './lib.mjs';

describe('buildIsStale', () => {
  it('watches every file at the root that goes into the build', () => {
    // Tool configuration and Next's generated types are not part of the app's build.
    const notBuilt = new Set(['next-env.d.ts', 'playwright.config.ts', 'vitest.config.ts']);
    const built = readdirSync('.').filter((f) => /\.(ts|js)$/.test(f) && !notBuilt.has(f));
    for (const file of built) expect(SOURCE_FILES, file).toContain(file);
  });
});
