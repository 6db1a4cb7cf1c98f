import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
  // Imports flow one way (architecture rule 1): lib ← components ← features ← app; server only from app and itself.
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/components/*', '@/features/*', '@/app/*', '@/server/*'], message: 'lib must not depend on components, features, app or server' }] }],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*', '@/app/*', '@/server/*'], message: 'components must not depend on features, app or server' }] }],
    },
  },
  {
    files: ['features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/server/*'], message: 'features must not depend on app or server' }] }],
    },
  },
];

export default config;
