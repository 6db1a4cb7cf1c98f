// `npm run build`: the Next production build, then the service worker (Serwist configurator mode runs after
// Next has prerendered, so it can precache what was prerendered), then the brotli copies of the built scripts and
// styles and of the public files (scripts/brotli-assets.mjs; the service worker is one of them, so it comes last).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeBrotliCopies } from './brotli-assets.mjs';
import { bin, distDir, root, run } from './lib.mjs';

await run(bin('next'), ['build']);
if (existsSync(path.join(root, 'serwist.config.js'))) await run(bin('serwist'), ['build']);
const started = Date.now();
const { count, before, after } = writeBrotliCopies({ root, distDir });
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`brotli copies: ${count} files, ${kb(before)} → ${kb(after)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
