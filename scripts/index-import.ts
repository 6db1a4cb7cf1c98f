import { runImportCli } from '@/server/valuation/engine/market-index/import-cli';

// npm run index:import -- --csv month.csv [--month YYYY-MM] [--force] [--replace]
process.exitCode = runImportCli(process.argv.slice(2), { out: (l) => console.log(l), err: (l) => console.error(l) });
