import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // `_name` marks what is left out on purpose: a destructured field dropped from a copy, an unused argument.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Pictures come from the media collection in the sizes and formats sharp made for them
      // (src/site/media), or are members' uploads: next/image's optimiser would do the work twice.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // Tests and their helpers are no React code: `use` is Playwright's fixture callback, `use…` helpers are no hooks.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Written by `payload migrate:create`: its signature names arguments a migration may not use.
    files: ['migrations/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'node_modules/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'src/payload-types.ts',
    'src/app/(payload)/admin/importMap.js',
  ]),
])
