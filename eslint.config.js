import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The house rules that lint enforces (STYLE.md, docs/decisions/0110-module-boundaries-and-names.md):
// - no import cycles anywhere (type-only imports cannot cycle at run time and are not counted);
// - web: features never import each other; shared code flows components/lib → features → app;
// - server: a module reaches another module only through that module's `*.service.ts`.
// The zones are generated from the folders, so a new feature or module is covered the day its folder appears.

const root = import.meta.dirname;
const dirsIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const hasOwnFiles = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).some((entry) => entry.isFile());

// Web features: one folder per feature under features/. A folder listed here only groups features (each of its
// subfolders is one): originals/{slots,crash,fair} are three game clients that share nothing but the group's name.
const WEB_FEATURE_GROUPS = new Set(['originals']);
const WEB_FEATURES = 'apps/web/src/features';
const webFeatures = dirsIn(WEB_FEATURES).flatMap((name) =>
  WEB_FEATURE_GROUPS.has(name)
    ? dirsIn(`${WEB_FEATURES}/${name}`).map((sub) => `${WEB_FEATURES}/${name}/${sub}`)
    : [`${WEB_FEATURES}/${name}`],
);

// Server modules: a folder under modules/ that holds files of its own. A folder inside a module is part of it
// (payment/sandbox-gateway is the payment module's sandbox PSP); a folder without files (games/) only groups modules.
const SERVER_MODULES = 'apps/server/src/modules';
const serverModules = (function walk(dir) {
  return dirsIn(dir).flatMap((name) => {
    const folder = `${dir}/${name}`;
    return hasOwnFiles(folder) ? [folder] : walk(folder);
  });
})(SERVER_MODULES);

/** A server module's front door: its services, and (for tests) the helpers it offers other modules' tests. */
const serverBoundaries = (publicFiles) =>
  serverModules.map((module) => ({
    target: `${module}/**`,
    from: serverModules.filter((other) => other !== module).map((other) => `${other}/**`),
    except: publicFiles,
    message: `Another module is reached only through its service (${publicFiles.join(', ')}): docs/decisions/0110.`,
  }));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.test-data/**', 'artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // Dependencies are parsed as TypeScript, so no-cycle follows them (by default it reads only .js files).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves the server's `./x.ts` imports, the web app's extensionless ones and `@kasa/contract/*` (through the
      // workspace link and the package's `exports`). A path that does not resolve is not checked by the rules below.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: serverBoundaries(['**/*.service.ts']) },
      ],
    },
  },
  {
    // Tests may also use another module's test helpers (funding a player, a signed webhook…).
    files: ['apps/server/src/modules/**/*.test.ts', 'apps/server/src/modules/**/*.test-support.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: serverBoundaries(['**/*.service.ts', '**/*.test-support.ts']) },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other: shared code flows components/lib → features → app (bulletproof-react).
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./${feature}`,
              from: `./${WEB_FEATURES}`,
              except: [path.relative(WEB_FEATURES, feature)],
              message: 'Features never import each other: move the shared part to components/ or lib/.',
            })),
            { target: './apps/web/src/components', from: './apps/web/src/features' },
            { target: './apps/web/src/lib', from: './apps/web/src/features' },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            { target: './apps/web/src/components', from: './apps/web/src/app' },
            { target: './apps/web/src/lib', from: './apps/web/src/app' },
          ],
        },
      ],
    },
  },
);
