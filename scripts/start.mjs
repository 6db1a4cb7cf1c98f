// `npm start`: apply pending migrations, then serve the production build.
import { bin, run } from './lib.mjs';
import { listenAddressOrExit } from './listen-address.mjs';
import { serve } from './serve.mjs';

// A bad PORT or HOSTNAME stops here, before any build or migration.
const address = listenAddressOrExit();
process.env.NODE_ENV = 'production';
// The migration step prints its own reason (e.g. another process has the embedded database open).
await run(bin('tsx'), ['--conditions=react-server', 'scripts/db-migrate.ts']).catch(() => process.exit(1));
await serve(address);
