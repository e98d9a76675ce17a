// The OpenAPI document generated from the contract's validators (docs/product/api.md) at
// /api/openapi.json, and a reference page at /api/docs rendered on the server: no script, nothing
// from a CDN.
import { api } from '@academy/strings/api';
import { Hono, type Context } from 'hono';
import { generateSpecs } from 'hono-openapi';
import type { AppEnv } from '../../app-env.ts';
import { newNonce } from '../../lib/security-headers.ts';

type Spec = Awaited<ReturnType<typeof generateSpecs>>;

const documentation: Parameters<typeof generateSpecs>[1] extends infer O
  ? O extends { documentation?: infer D }
    ? D
    : never
  : never = {
  info: {
    title: 'Academy API',
    version: '1.0.0',
    description:
      'Every response is the envelope {success, code, message, data}. Authenticate with `Authorization: Bearer <access token>` (or the `access_token` cookie in the apps). Paths the product spec leaves "not shown" (login, logout, sign-up, the auth check, the banner order body...) are defined here.',
  },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
  },
  security: [{ bearer: [] }],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function docsRoutes(api: Hono<AppEnv, any, any>) {
  let cached: Promise<Spec> | undefined;
  const spec = (c: Context<AppEnv>) => {
    // Routes do not change after start: generate once.
    cached ??= generateSpecs(
      api,
      { documentation, exclude: ['/api/openapi.json', '/api/docs'] },
      c,
    );
    return cached;
  };

  return new Hono<AppEnv>()
    .get('/openapi.json', async (c) => c.json(await spec(c)))
    .get('/docs', async (c) => {
      const nonce = newNonce();
      c.header(
        'Content-Security-Policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
      );
      return c.html(renderReference(await spec(c), nonce));
    });
}

const escape = (text: unknown) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
};

function renderReference(spec: Spec, nonce: string) {
  const rows: string[] = [];
  const contents = new Map<string, string[]>();
  const paths = Object.entries(spec.paths ?? {}).sort(([a], [b]) => a.localeCompare(b));
  for (const [path, item] of paths) {
    for (const [method, raw] of Object.entries(item ?? {})) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const operation = raw as Operation;
      const parameters = (operation.parameters ?? [])
        .map(
          (parameter) =>
            `<li><code>${escape(parameter.name)}</code> (${escape(parameter.in)}${parameter.required ? ', required' : ''})</li>`,
        )
        .join('');
      const body = Object.entries(operation.requestBody?.content ?? {})
        .map(
          ([type, media]) =>
            `<details><summary>request ${escape(type)}</summary><pre>${escape(JSON.stringify(media.schema, null, 2))}</pre></details>`,
        )
        .join('');
      const responses = Object.entries(operation.responses ?? {})
        .map(
          ([status, response]) =>
            `<details><summary>${escape(status)} ${escape(response.description)}</summary><pre>${escape(
              JSON.stringify(response.content?.['application/json']?.schema ?? null, null, 2),
            )}</pre></details>`,
        )
        .join('');
      const anchor = `${method}-${path}`.replace(/[^\w-]/g, '_');
      const tag = operation.tags?.[0] ?? 'other';
      contents.set(tag, [
        ...(contents.get(tag) ?? []),
        `<li><a href="#${anchor}">${escape(method.toUpperCase())} ${escape(path)}</a></li>`,
      ]);
      rows.push(`<section id="${anchor}">
  <h2><span class="method ${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h2>
  <p><strong>${escape(operation.summary)}</strong></p>
  ${operation.description ? `<p>${escape(operation.description)}</p>` : ''}
  ${parameters ? `<ul>${parameters}</ul>` : ''}
  ${body}${responses}
</section>`);
    }
  }
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(spec.info.title)} ${api.docs.reference}</title>
<style nonce="${nonce}">
  body { font-family: system-ui, 'Noto Sans KR', sans-serif; margin: 0 auto; max-width: 960px; padding: 1rem; line-height: 1.5; color: #1a1b1e; }
  section { border-top: 1px solid #ddd; padding: 0.5rem 0; }
  h2 { font-size: 1.05rem; margin: 0.5rem 0; }
  .method { display: inline-block; min-width: 4.5rem; font-size: 0.8rem; padding: 0.1rem 0.4rem; border-radius: 4px; color: #fff; background: #495057; text-align: center; }
  .get { background: #1c7ed6; } .post { background: #2b8a3e; } .put, .patch { background: #e67700; } .delete { background: #c92a2a; }
  pre { background: #f1f3f5; padding: 0.5rem; overflow: auto; font-size: 0.8rem; }
</style>
</head>
<body>
<main>
<h1>${escape(spec.info.title)} <small>${escape(spec.info.version)}</small></h1>
<p>${escape(spec.info.description)}</p>
<p><a href="/api/openapi.json">openapi.json</a></p>
<nav aria-label="${api.docs.contents}">${[...contents.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([tag, links]) =>
        `<details><summary>${escape(tag)}</summary><ul>${links.join('')}</ul></details>`,
    )
    .join('')}</nav>
${rows.join('\n')}
</main>
</body>
</html>`;
}
