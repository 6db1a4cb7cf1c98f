// `npm run map:base`: writes public/map/tehran-base.json, the maps' own base layer (district outlines, metro lines
// and stations, neighbourhood names) drawn when tiles do not load, from the committed place and environment data.
// A unit test fails when the committed file is out of date.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAP_BASE_PATH } from '../lib/map-base-format';
import { buildMapBase, mapBaseJson } from '../server/places/map-base';

const out = path.resolve(import.meta.dirname, '..', 'public', ...MAP_BASE_PATH.split('/').filter(Boolean));
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, mapBaseJson(buildMapBase()));
console.log(`wrote ${path.relative(process.cwd(), out)}`);
