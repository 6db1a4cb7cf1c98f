// npm run ml:evaluate [-- --sample] [-- --out file] — baselines vs model on the same CV folds (ml/evaluate.py).
// Training and evaluation need Debian's Python with python3-xgboost, python3-sklearn and python3-pandas;
// the app itself never does. PYTHON overrides the interpreter.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const python = process.env.PYTHON ?? (existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');
const res = spawnSync(python, [path.join(root, 'ml', 'evaluate.py'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PYTHONHASHSEED: '0', OMP_NUM_THREADS: process.env.OMP_NUM_THREADS ?? '2' },
});
if (res.error) {
  console.error(`cannot run ${python}: ${res.error.message} (apt-get install python3-xgboost python3-sklearn python3-pandas)`);
  process.exit(1);
}
process.exit(res.status ?? 1);
