// `npm run app`: everything a fresh machine needs — build when missing or stale, migrate and seed, serve on
// http://localhost:$PORT (default 3000) on the embedded PGlite database in $DATA_DIR (default ./.data).
import { buildIsStale } from './lib.mjs';
import { bin, run } from './lib.mjs';
import { listenAddressOrExit } from './listen-address.mjs';
import { serve } from './serve.mjs';

// A bad PORT or HOSTNAME stops here, before any build or migration.
const address = listenAddressOrExit();
if (buildIsStale()) {
  console.log('building the app (first run or sources changed)…');
  await run(process.execPath, ['scripts/build.mjs']);
}
process.env.NODE_ENV = 'production';
// The migration step prints its own reason (e.g. another process has the embedded database open).
await run(bin('tsx'), ['--conditions=react-server', 'scripts/db-migrate.ts']).catch(() => process.exit(1));
await serve(address);
