// `npm run build`: the Next production build, then the service worker (Serwist configurator mode runs after
// Next has prerendered, so it can precache what was prerendered).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';

await run(bin('next'), ['build']);
if (existsSync(path.join(root, 'serwist.config.js'))) await run(bin('serwist'), ['build']);
