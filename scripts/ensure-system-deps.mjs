// Installs what the test suite needs from Debian when it is missing and we are root (no browser downloads):
// chromium for Playwright, and python3-xgboost/sklearn/pandas for the model-evaluation test.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PY = '/usr/bin/python3';

function pythonHasMl() {
  return existsSync(PY) && spawnSync(PY, ['-c', 'import xgboost, sklearn, pandas'], { stdio: 'ignore' }).status === 0;
}

export function ensureSystemDeps({ python = true } = {}) {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (python && !pythonHasMl()) missing.push('python3-xgboost', 'python3-sklearn', 'python3-pandas');
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Missing system packages: ${missing.join(' ')}.\nInstall them with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`installing ${missing.join(' ')} from Debian…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureSystemDeps();
