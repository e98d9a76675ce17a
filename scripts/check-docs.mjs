// `pnpm docs:check` (part of `npm test`): the repository's documents and comments point only at
// what exists. It fails on
// - a relative link in a Markdown file whose target is missing,
// - a file path (with a folder or a known extension) in Markdown or in a code comment that names
//   no file or folder of the repository,
// - a citation, in a code comment, of a document kept outside the repository (the words spec,
//   design or issue followed by a number or a section): a comment names a file here or states
//   the rule.
// Each finding prints as `file:line: what`. `node scripts/check-docs.mjs [root]` checks another
// checkout (the tests point it at a fixture).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'build',
  '.git',
  '.turbo',
  '.data',
  '.react-router',
  'storybook-static',
  'test-results',
  'playwright-report',
]);
// Generated or vendored files that we do not write by hand.
const SKIPPED_FILES = [/^\.storybook\/public\//, /^patches\//, /(^|\/)drizzle\//, /\.d\.ts$/];
// Extensions that make a bare word a file name (`env.ts`, `README.md`).
const FILE_EXT = 'ts|tsx|js|mjs|cjs|json|md|css|ya?ml|sql|sh|patch';
const PATH_TOKEN = new RegExp(
  String.raw`(?<![\w@/.:~<>*$-])((?:\.{1,2}/)?[\w.-]+(?:/[\w.[\]-]+)*(?:\.(?:${FILE_EXT})|/))(?![\w(/<>*{$[-])`,
  'g',
);
// Products whose names end like a file.
const PRODUCT_NAMES = /^(?:node|next|nuxt|vue|express|deno|postgres|react|three|chart|hls)\.js$/i;
// A path that no longer exists may be named as history when it says so right after it:
// `first-screen.ts` (deleted), `signup-rules.ts` (since removed).
const HISTORY = /^[`'"]?\s*\((?:since |now |later )?(?:deleted|removed|renamed|gone)\b/;
const CITATION =
  /\b(?:spec|specification|design|issue)s?(?: section| §)? ?(?:\(|#)?\d+(?:\.\d+)*[a-z]?\b|§ ?\d/gi;

/**
 * @typedef {{ file: string, line: number, message: string }} Finding
 */

/**
 * @param {string} root
 * @returns {Finding[]}
 */
export function checkDocs(root) {
  const files = listFiles(root);
  const known = new Set(files);
  for (const file of files) {
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) {
      known.add(`${dir}/`);
      known.add(dir);
    }
  }
  const tops = new Set(files.map((file) => file.split('/')[0] ?? ''));
  /** @type {Finding[]} */
  const findings = [];
  for (const file of files) {
    if (SKIPPED_FILES.some((pattern) => pattern.test(file))) continue;
    const isMarkdown = file.endsWith('.md');
    if (!isMarkdown && !CODE.test(file)) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    const lines = isMarkdown ? markdownLines(text) : commentLines(text);
    for (const { line, text: content } of lines) {
      /** @type {Set<string>} */
      const linked = new Set();
      const report = (/** @type {string} */ message) => findings.push({ file, line, message });
      if (isMarkdown) {
        for (const target of markdownLinks(content)) {
          const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
          linked.add(target);
          if (!exists(root, resolved)) report(`link to a missing file: ${target}`);
        }
      } else {
        for (const match of content.matchAll(CITATION)) {
          report(
            `cites "${match[0]}", a document outside the repository: name a file here or state the rule`,
          );
        }
      }
      for (const token of pathTokens(content)) {
        if (!linked.has(token) && !pathExists(root, file, token, known, tops, content)) {
          report(`names a missing file: ${token}`);
        }
      }
    }
  }
  return findings;
}

/**
 * Tracked and untracked files that git does not ignore; a plain walk outside a git checkout.
 * @param {string} root
 * @returns {string[]}
 */
function listFiles(root) {
  try {
    const out = execFileSync(
      'git',
      ['-C', root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    return out
      .split('\0')
      .filter((file) => file && !file.split('/').some((part) => SKIPPED_DIRS.has(part)))
      .filter((file) => existsSync(path.join(root, file)));
  } catch {
    /** @type {string[]} */
    const found = [];
    const walk = (/** @type {string} */ dir) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        if (SKIPPED_DIRS.has(entry.name)) continue;
        const rel = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(rel);
        else found.push(rel);
      }
    };
    walk('');
    return found;
  }
}

/**
 * A Markdown file's lines, fenced code included: the paths of a tree or a command must exist too.
 * @param {string} text
 * @returns {{ line: number, text: string }[]}
 */
function markdownLines(text) {
  return text.split('\n').map((content, index) => ({ line: index + 1, text: content }));
}

/**
 * The comment text of each line of a source file: `//` comments and `/* ... *\/` blocks (JSDoc and
 * JSX comments included), strings and regular expressions left out as well as a line scan can.
 * @param {string} text
 * @returns {{ line: number, text: string }[]}
 */
function commentLines(text) {
  /** @type {{ line: number, text: string }[]} */
  const out = [];
  let inBlock = false;
  text.split('\n').forEach((source, index) => {
    let comment = '';
    let i = 0;
    /** @type {string | null} */
    let quote = null;
    while (i < source.length) {
      const ch = source[i];
      if (inBlock) {
        const end = source.indexOf('*/', i);
        if (end === -1) {
          comment += ` ${source.slice(i)}`;
          i = source.length;
        } else {
          comment += ` ${source.slice(i, end)}`;
          i = end + 2;
          inBlock = false;
        }
        continue;
      }
      if (quote) {
        if (ch === '\\') i += 2;
        else {
          if (ch === quote) quote = null;
          i += 1;
        }
        continue;
      }
      if (ch === '"' || ch === "'" || ch === '`') {
        quote = ch;
        i += 1;
      } else if (ch === '/' && source[i + 1] === '/') {
        comment += ` ${source.slice(i + 2)}`;
        break;
      } else if (ch === '/' && source[i + 1] === '*') {
        inBlock = true;
        i += 2;
      } else i += 1;
    }
    // A template literal spanning lines is rare in comments' neighbourhood; an open quote ends here.
    if (comment.trim()) out.push({ line: index + 1, text: comment });
  });
  return out;
}

/**
 * Relative targets of `[text](target)` and `[name]: target` links.
 * @param {string} line
 * @returns {string[]}
 */
function markdownLinks(line) {
  /** @type {string[]} */
  const targets = [];
  for (const match of line.matchAll(
    /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s*\[[^\]]+\]:\s*(\S+)/g,
  )) {
    const target = (match[1] ?? match[2] ?? '').split('#')[0] ?? '';
    if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
    targets.push(decodeURI(target));
  }
  return targets;
}

/**
 * Words that look like a file of the repository: a folder path, or a name with a file extension.
 * Placeholders (`<resource>.routes.ts`, `*.stories.tsx`, `NNN-topic.md`) and URL paths are not.
 * @param {string} line
 * @returns {string[]}
 */
function pathTokens(line) {
  /** @type {string[]} */
  const tokens = [];
  const plain = line.replace(/\]\([^)]*\)/g, ']').replace(/https?:\/\/\S+/g, '');
  for (const match of plain.matchAll(PATH_TOKEN)) {
    const token = match[1] ?? '';
    const after = plain.slice((match.index ?? 0) + token.length);
    if (!token || /NNN|\.\.\.|\[|(^|\/)x\.\w+$/.test(token) || /^\d/.test(token)) continue;
    if (PRODUCT_NAMES.test(token) || HISTORY.test(after)) continue;
    // An environment variable's value (`DATA_DIR/secrets.json`) is not a path of the repository.
    if (/^[A-Z][A-Z0-9_]+\//.test(token)) continue;
    const hasExt = new RegExp(String.raw`\.(?:${FILE_EXT})$`).test(token);
    // A folder alone counts when written from the root or from the file (`apps/site/`, `./lib/`):
    // other words with slashes (`images/2026/11/`, `and/or`) are too often something else.
    if (
      !hasExt &&
      !/^\.{1,2}\//.test(token) &&
      !/^(apps|packages|tooling|scripts|docs)\//.test(token)
    ) {
      continue;
    }
    tokens.push(token);
  }
  return tokens;
}

/**
 * @param {string} root
 * @param {string} file the file the path is written in
 * @param {string} token
 * @param {Set<string>} known every file and folder of the repository
 * @param {Set<string>} tops the repository's top-level names
 * @param {string} line the line it was found on (a package it names may hold the file)
 */
function pathExists(root, file, token, known, tops, line) {
  if (token.startsWith('./') || token.startsWith('../')) {
    if (exists(root, path.posix.normalize(path.posix.join(path.posix.dirname(file), token)))) {
      return true;
    }
    if (token.startsWith('../')) return false;
  }
  const clean = token.replace(/^\.\//, '');
  // A build's output (`apps/api/dist/server.js`) exists once the workspace is built.
  if (/(^|\/)dist\//.test(clean)) return true;
  const first = clean.split('/')[0] ?? '';
  if (tops.has(first) && clean.includes('/')) return exists(root, clean);
  // Relative to the file's folder, or to any folder (a path written from its workspace:
  // `src/routes.ts`, `contract/auth.ts`, `lib/rich-text.ts`), or inside a workspace named by its
  // folder (`api-client/lazy-endpoints.ts`).
  if (exists(root, path.posix.join(path.posix.dirname(file), clean))) return true;
  const suffix = `/${clean}`;
  for (const name of known) {
    if (name === clean || name.endsWith(suffix)) return true;
  }
  const rest = clean.split('/').slice(1).join('/');
  for (const group of ['apps', 'packages', 'tooling']) {
    if (rest && exists(root, `${group}/${first}/src/${rest}`)) return true;
  }
  // A file of a package the same line names (`@mantine/core`, then one of its stylesheets).
  for (const match of line.matchAll(/(?<![\w/])(@[\w.-]+\/[\w.-]+)/g)) {
    if (exists(root, `node_modules/${match[1]}/${clean}`)) return true;
  }
  return false;
}

/**
 * @param {string} root
 * @param {string} relative
 */
function exists(root, relative) {
  if (relative.startsWith('..') || relative.split('/').some((part) => SKIPPED_DIRS.has(part))) {
    return relative.startsWith('node_modules/') && existsSync(path.join(root, relative));
  }
  try {
    statSync(path.join(root, relative));
    return true;
  } catch {
    return false;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const root = path.resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
  const findings = checkDocs(root);
  for (const { file, line, message } of findings) console.log(`${file}:${line}: ${message}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (findings.length > 0) {
    console.error(`docs:check: ${findings.length} findings (${seconds} s)`);
    process.exitCode = 1;
  } else console.log(`docs:check: every link, path and citation holds (${seconds} s)`);
}
