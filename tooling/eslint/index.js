// One lint setup for every workspace. Besides correctness rules it keeps the conventions of
// CONTRIBUTING.md: the import direction (packages never import apps, apps never import
// each other, only apps import the app frame (packages/app-frame, which sits on auth and ui), inside
// an app features never import each other: shared -> features -> routes), no
// import cycle, every import declared in package.json, no floating promise (type-aware), and
// Korean text only in packages/strings (tests, stories, seeds and fixtures may use it).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['site', 'classroom', 'admin', 'api', 'e2e'];

/** Hangul syllables and jamo, as an esquery regular expression (escaped, so this file has none). */
const HANGUL = '/[\\u1100-\\u11FF\\u3130-\\u318F\\uAC00-\\uD7A3]/';
const KOREAN_MESSAGE =
  'Korean text lives in packages/strings (@academy/strings/<section>): add the words there and read them by key.';

/** Where Korean literals are allowed besides packages/strings: test data and demo data. */
const KOREAN_ALLOWED = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.stories.tsx',
  '**/story-*.tsx',
  '**/test/**',
  '**/testing.ts',
  'tests/**',
  'bench/**',
  'src/db/seed/**',
  // being deleted by the classroom's sample-data removal (the brief in
  // docs/decisions/015-forms-on-the-contract.md); remove this line then
  'src/features/demo-panels/sample-data.ts',
];

const TYPED_FILES = ['**/*.ts', '**/*.tsx'];

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
 * @param {{ dir: string, kind: 'app' | 'package' | 'tooling', name?: string, react?: boolean, catalogue?: boolean }} options
 *   dir: the workspace folder (import.meta.dirname); name: the app's folder name under apps/;
 *   catalogue: this workspace is the Korean catalogue (packages/strings), where Korean belongs.
 */
export function config(options) {
  const { dir, kind, name, react = false, catalogue = false } = options;
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
    {
      ignores: [
        'dist/**',
        'storybook-static/**',
        'coverage/**',
        'drizzle/**',
        '.turbo/**',
        '.react-router/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        ecmaVersion: 2023,
        globals: { ...globals.node, ...(react ? globals.browser : {}) },
      },
      plugins: { 'import-x': importX },
      settings: {
        // TypeScript sources import each other with their .ts extension; the plugin parses them
        // with the TypeScript parser to follow cycles through them.
        'import-x/resolver-next': [
          createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'] }),
        ],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-extraneous-dependencies': [
          'error',
          { packageDir: [dir], devDependencies: true, peerDependencies: true },
        ],
        'no-restricted-syntax': [
          'error',
          { selector: `Literal[value=${HANGUL}]`, message: KOREAN_MESSAGE },
          { selector: `TemplateElement[value.raw=${HANGUL}]`, message: KOREAN_MESSAGE },
          { selector: `JSXText[value=${HANGUL}]`, message: KOREAN_MESSAGE },
        ],
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
              ...(kind === 'package' && path.basename(dir) !== 'app-frame'
                ? [
                    {
                      group: ['@academy/app-frame', '@academy/app-frame/*'],
                      message:
                        'The app frame (root, entries, route loaders) sits above the packages: only apps import it.',
                    },
                  ]
                : []),
            ],
          },
        ],
        'import-x/no-restricted-paths': featureZones.length
          ? ['error', { zones: featureZones, basePath: dir }]
          : 'off',
      },
    },
    {
      // Type-aware rules: a promise is awaited, returned or marked `void`, never dropped.
      files: kind === 'tooling' ? [...TYPED_FILES, 'src/**/*.js'] : TYPED_FILES,
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: dir } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/no-misused-promises': [
          'error',
          { checksVoidReturn: { attributes: false } },
        ],
      },
    },
    {
      // the e2e app is test code through and through (its helpers sign in with the demo's Korean)
      files: catalogue || name === 'e2e' ? ['**/*'] : KOREAN_ALLOWED,
      rules: { 'no-restricted-syntax': 'off' },
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
    {
      // mocks stand in for callbacks of any shape; a promise they return is the test's own
      files: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/test/**/*.{ts,tsx}'],
      rules: { '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }] },
    },
    prettier,
  );
}
