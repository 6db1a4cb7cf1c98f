import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The client's features, each its own zone (features/shared is the layer they share).
const features = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'shared')
  .map((d) => d.name);

/**
 * The architecture's import rules (ARCHITECTURE.md, "Lint rules"), bulletproof-react style: each zone names a
 * folder (`target`) and what it may not import (`from`).
 */
const zones = [
  // Imports flow one way: lib ← components ← features/shared ← features/<domain> ← app.
  { target: './lib', from: ['./components', './features', './app', './server'], message: 'lib is the bottom layer: it imports no UI, feature, route or server code.' },
  { target: './components', from: ['./features', './app', './server'], message: 'components are feature-agnostic UI: move feature code to features/, or pass it in from app/.' },
  {
    target: './features/shared',
    from: './features',
    except: ['./shared'],
    message: 'features/shared serves every feature and imports none: move the code here or compose in app/.',
  },
  // A feature never imports another feature: what several share lives in features/shared, the rest is composed in app/.
  ...features.map((name) => ({
    target: `./features/${name}`,
    from: './features',
    except: [`./${name}`, './shared'],
    message: 'A feature never imports another feature: share it through features/shared or compose the two in app/.',
  })),
  { target: './features', from: ['./app', './server'], message: 'features run in the browser: they reach the server through the API, never by import.' },
  // The server is imported by app/ (route handlers, server pages) and itself only.
  { target: ['./lib', './components', './features'], from: './server', message: 'server code never enters the client bundle.' },
  // Errors flow one way: use-cases throw the domain errors of server/core/errors.ts; only server/http knows HTTP.
  {
    target: './server/!(http)/**/*',
    from: ['./server/http/errors.ts', './server/http/route.ts'],
    message: 'Throw a domain error (server/core/errors.ts): the route wrapper alone turns it into a status and body.',
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next*/**', 'node_modules/**', '.data/**', 'public/sw.js', 'public/swe-worker*', 'ml/**/*.py', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['{lib,components,features,app,server}/**/*.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones }] },
  },
];

export default config;
