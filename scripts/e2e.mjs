// `npm run test:e2e [-- playwright args]`: build when stale, then Playwright against the production server.
import { buildIsStale, bin, run } from './lib.mjs';
import { ensureSystemDeps } from './ensure-system-deps.mjs';

ensureSystemDeps({ python: false });
if (buildIsStale()) await run(process.execPath, ['scripts/build.mjs']);
await run(bin('playwright'), ['test', ...process.argv.slice(2)]);
