// Request validation with the contract's valibot schemas (docs/product/api.md: the same schemas
// validate on the server and in the forms). Failures answer 400 with the first issue's Korean
// message and the field it names; the schemas also feed the OpenAPI document at /api/docs.
import { api } from '@academy/strings/api';
import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import * as v from 'valibot';
import { badRequest } from './errors.ts';

type Issue = { message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> };

function fieldOf(issue: Issue) {
  return (
    issue.path
      ?.map((segment) => String(typeof segment === 'object' ? segment.key : segment))
      .join('.') || undefined
  );
}

/** validate('json', LoginRequest): use as route middleware, then read c.req.valid('json'). */
export function validate<Target extends keyof ValidationTargets, Schema extends v.GenericSchema>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error as ReadonlyArray<Issue>;
      const first = issues[0];
      throw badRequest(first?.message ?? api.common.badRequest, {
        field: first ? fieldOf(first) : undefined,
        issues: issues.map((issue) => ({ field: fieldOf(issue), message: issue.message })),
      });
    }
  });
}

/**
 * The same check for a body read by hand (a sendBeacon body arrives as text/plain, which the json
 * validator refuses): 400 with the first issue's message and field, as validate() answers.
 */
export function parseOrThrow<Schema extends v.GenericSchema>(
  schema: Schema,
  value: unknown,
): v.InferOutput<Schema> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issues = result.issues as unknown as ReadonlyArray<Issue>;
  const first = issues[0]!;
  throw badRequest(first.message, {
    field: fieldOf(first),
    issues: issues.map((issue) => ({ field: fieldOf(issue), message: issue.message })),
  });
}
