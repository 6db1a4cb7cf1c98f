import { runCli } from '@/server/valuation/engine/cli-run';

// npm run valuate -- --kind sale|rent --input in.csv --output out.csv [--as-of YYYY-MM]
process.exitCode = runCli(process.argv.slice(2), { out: (l) => console.log(l), err: (l) => console.error(l) });
