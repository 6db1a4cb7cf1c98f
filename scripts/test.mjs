// `npm test`: lint, type-check, unit, integration, fuzz and end-to-end tests, stopping at the first failure.
import { bin, run } from './lib.mjs';
import { ensureSystemDeps } from './ensure-system-deps.mjs';

ensureSystemDeps();
const steps = [
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['type-check', bin('tsc'), ['--noEmit']],
  ['unit', bin('vitest'), ['run', '--project', 'unit']],
  ['integration', bin('vitest'), ['run', '--project', 'integration']],
  // Property-based requests to every API route, bounded by FUZZ_SECONDS (default 60).
  ['fuzz', bin('vitest'), ['run', '--project', 'fuzz']],
  ['end-to-end', process.execPath, ['scripts/e2e.mjs']],
];
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  await run(cmd, args);
}
console.log('\nall checks passed');
