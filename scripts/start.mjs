// `npm start`: apply pending migrations, then serve the production build.
import { bin, run } from './lib.mjs';
import { serve } from './serve.mjs';

process.env.NODE_ENV = 'production';
await run(bin('tsx'), ['--conditions=react-server', 'server/db/migrate-cli.ts']);
await serve();
