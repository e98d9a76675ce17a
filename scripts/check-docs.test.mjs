// The docs check (scripts/check-docs.mjs) on a small repository written for each test: it must
// fail on a broken link, a missing path and an outside citation, and pass once they are fixed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkDocs } from './check-docs.mjs';

const script = fileURLToPath(new URL('check-docs.mjs', import.meta.url));
/** @type {string[]} */
const made = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * @param {Record<string, string[]>} files path -> lines
 */
function fixture(files) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'check-docs-'));
  made.push(root);
  for (const [file, lines] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), lines.join('\n'));
  }
  return root;
}

// Written in pieces so that this file's own lines cite nothing.
const cite = (/** @type {string} */ word, /** @type {string} */ number) => `${word} ${number}`;

const good = {
  'apps/api/src/env.ts': [
    '// Secrets follow docs/decisions/014-production-start.md; see `src/env.ts` and ./env.ts.',
    "const spec = 'not a comment: " + cite('spec', '5') + "';",
    'export const env = { spec };',
  ],
  'docs/decisions/014-production-start.md': [
    '# 014. Production start',
    'See [the readme](../../README.md#deploy).',
  ],
  'README.md': [
    '# Academy',
    'Decisions: [index](docs/decisions/014-production-start.md), `apps/api/src/env.ts`,',
    'the old `first-screen.ts` (deleted), [a site](https://example.com), `<resource>.routes.ts`.',
  ],
};

test('a repository whose links, paths and comments hold passes', () => {
  assert.deepEqual(checkDocs(fixture(good)), []);
});

test('a broken link, a missing path and outside citations are found, each with its line', () => {
  const root = fixture({
    ...good,
    'README.md': [...good['README.md'], 'See [deploy](docs/deploy.md) and `apps/api/src/gone.ts`.'],
    'apps/api/src/env.ts': [
      ...good['apps/api/src/env.ts'],
      `// Refused with 400 (${cite('spec', '5')}); ${cite('design', '3b')} and ${cite('issue', '36')}.`,
      '/**',
      ` * Kept per ${cite('spec section', '7')}, as lib/missing-file.ts says.`,
      ' */',
    ],
  });
  const findings = checkDocs(root).map((f) => `${f.file}:${f.line}: ${f.message}`);
  assert.deepEqual(
    findings.sort(),
    [
      'README.md:4: link to a missing file: docs/deploy.md',
      'README.md:4: names a missing file: apps/api/src/gone.ts',
      `apps/api/src/env.ts:4: cites "${cite('spec', '5')}", a document outside the repository: name a file here or state the rule`,
      `apps/api/src/env.ts:4: cites "${cite('design', '3b')}", a document outside the repository: name a file here or state the rule`,
      `apps/api/src/env.ts:4: cites "${cite('issue', '36')}", a document outside the repository: name a file here or state the rule`,
      `apps/api/src/env.ts:6: cites "${cite('spec section', '7')}", a document outside the repository: name a file here or state the rule`,
      'apps/api/src/env.ts:6: names a missing file: lib/missing-file.ts',
    ].sort(),
  );
});

test('the command exits non-zero and prints file:line: what', () => {
  const root = fixture({ ...good, 'docs/a.md': ['[b](./b.md)'] });
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.match(run.stdout, /^docs\/a\.md:1: link to a missing file: \.\/b\.md$/m);
  const clean = spawnSync(process.execPath, [script, fixture(good)], { encoding: 'utf8' });
  assert.equal(clean.status, 0, clean.stdout + clean.stderr);
});
