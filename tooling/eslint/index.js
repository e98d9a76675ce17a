// One lint setup for every workspace. Besides correctness rules it keeps the import direction of
// style.md: packages never import apps, apps never import each other, and inside an app the
// features never import each other (shared -> features -> routes).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['site', 'classroom', 'admin', 'api', 'e2e'];

/** @param {string} dir */
function subfolders(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * @param {{ dir: string, kind: 'app' | 'package' | 'tooling', name?: string, react?: boolean }} options
 *   dir: the workspace folder (import.meta.dirname); name: the app's folder name under apps/.
 */
export function config(options) {
  const { dir, kind, name, react = false } = options;
  const otherApps = APPS.filter((app) => !(kind === 'app' && app === name));
  const featuresDir = path.join(dir, 'src/features');
  const featureZones = subfolders(featuresDir).map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features never import each other: lift the shared piece into src/shared or a package.',
  }));

  return tseslint.config(
    { ignores: ['dist/**', 'storybook-static/**', 'coverage/**', 'drizzle/**', '.turbo/**'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        ecmaVersion: 2023,
        globals: { ...globals.node, ...(react ? globals.browser : {}) },
      },
      plugins: { 'import-x': importX },
      settings: { 'import-x/resolver': { node: true } },
      rules: {
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
        ],
        '@typescript-eslint/consistent-type-imports': 'error',
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: otherApps
                  .map((app) => `@academy/${app}`)
                  .concat(otherApps.map((app) => `@academy/${app}/*`)),
                message:
                  kind === 'app'
                    ? 'Apps never import each other: move the shared code into packages/.'
                    : 'Packages never import apps.',
              },
              {
                group: ['**/apps/**', '../../apps/**'],
                message: 'Reach other workspaces through their package name, never by path.',
              },
            ],
          },
        ],
        'import-x/no-restricted-paths': featureZones.length
          ? ['error', { zones: featureZones, basePath: dir }]
          : 'off',
      },
    },
    react
      ? {
          files: ['**/*.tsx', '**/*.ts'],
          plugins: { 'react-hooks': reactHooks },
          rules: {
            'react-hooks/rules-of-hooks': 'error',
            'react-hooks/exhaustive-deps': 'warn',
          },
        }
      : {},
    {
      files: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/test/**'],
      rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
    },
    prettier,
  );
}
