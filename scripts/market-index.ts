// `npm run index:build`: writes server/valuation/artifacts/market-index.json, the market index built from the
// committed sources alone (server/valuation/engine/market-index/sources.json), which ml/ trains with. A unit test fails
// when the committed file is out of date. Operator-imported months are not part of it (they live in DATA_DIR).
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildIndex, indexJson } from '../server/valuation/engine/market-index/build';
import { readSources } from '../server/valuation/engine/market-index/sources';

const out = path.resolve(import.meta.dirname, '..', 'server', 'valuation', 'artifacts', 'market-index.json');
const ix = buildIndex(readSources());
writeFileSync(out, `${JSON.stringify(indexJson(ix))}\n`);
console.log(`wrote ${path.relative(process.cwd(), out)}: ${ix.log[0].length} months, ${ix.flags.length} flagged district-months`);
