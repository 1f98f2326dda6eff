import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const webFeatures = dirs('./apps/web/src/features/');
const serverModules = dirs('./apps/server/src/modules/');

/**
 * Import boundaries (ARCHITECTURE.md): contracts import nothing of ours; a web feature never reaches
 * into another feature (shared pieces live in lib/ and components/, composition in app/); server
 * platform, http and db code never import modules; a module uses another module only through its
 * service (`*.service.ts`) or its record kinds (`*-records.ts`).
 */
const boundaryZones = [
  {
    target: './packages/contracts',
    from: ['./apps', './e2e', './scripts'],
    message: 'contracts import nothing of ours.',
  },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: webFeatures.filter((f) => f !== feature).map((f) => `./apps/web/src/features/${f}`),
    message: 'A web feature does not reach into another feature: share through lib/ or compose in app/.',
  })),
  {
    target: ['./apps/web/src/lib', './apps/web/src/components'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'lib/ and components/ sit below the features.',
  },
  {
    target: [
      './apps/server/src/platform',
      './apps/server/src/http',
      './apps/server/src/db',
      './apps/server/src/config',
    ],
    from: './apps/server/src/modules',
    message: 'Platform, http, db and config code does not import modules.',
  },
  {
    target: './apps/server/src/modules',
    from: ['./apps/server/src/app.ts', './apps/server/src/seed'],
    message:
      'A server module does not import app.ts or seed/: they compose the modules (modules get AppContext).',
  },
  ...serverModules.map((module) => ({
    target: `./apps/server/src/modules/${module}`,
    from: serverModules
      .filter((m) => m !== module)
      .map((m) => `./apps/server/src/modules/${m}/!(*.service|*-records).ts`),
    message: "A module uses another module's service (or record kinds), never its repository or internals.",
  })),
];

/**
 * The boundaries test files keep too (ARCHITECTURE.md): web features never import `app/` (it composes
 * them), and web code never imports server code (the browser shares only `packages/contracts`).
 */
const layerZones = [
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'A web feature does not import app/: app/ composes the features, and fills their slots.',
  },
  {
    target: './apps/web',
    from: ['./apps/server', './e2e'],
    message: 'Web code never imports server code: share schemas and rules through packages/contracts.',
  },
];

const importSettings = {
  plugins: { import: importPlugin },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    // no-cycle follows the imported files: they are parsed as TypeScript too.
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    // Packages are never part of a cycle of ours: their files are not parsed.
    'import/ignore': ['node_modules'],
    'import/external-module-folders': ['node_modules'],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/.old-assets',
      'data',
      '**/.bench',
      '.e2e-data',
      'apps/server/drizzle',
      'packages/contracts/src/openapi-types.ts',
      '**/test-results',
      '**/playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.fixtures.ts'],
    ...importSettings,
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...boundaryZones, ...layerZones] }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests (and their fixtures, the test data helpers) may reach into another module's fixtures and
    // build apps of their own (buildApp), but keep the layers and never make a cycle.
    files: ['apps/**/*.test.{ts,tsx}', 'apps/**/*.fixtures.ts', 'packages/**/*.test.ts'],
    ...importSettings,
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
