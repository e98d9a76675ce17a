// The one OpenAPI helper: response descriptions from the contract's schemas, for describeRoute()
// (/api/docs). Every route describes its answers through these.
import { ErrorEnvelope } from '@academy/api-client/contract';
import { resolver } from 'hono-openapi';

type Schema = Parameters<typeof resolver>[0];

/** `content` of a JSON body (a response's or a request's) that the schema describes. */
export const jsonContent = (schema: Schema) => ({
  content: { 'application/json': { schema: resolver(schema) } },
});

/** The error envelope under each of `statuses` (400, 403, 409...). */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: String(status), ...jsonContent(ErrorEnvelope) },
    ]),
  );

/** A `responses` object with one 200 JSON response, and the error envelope under `errorStatuses`. */
export const okJson = (schema: Schema, description: string, ...errorStatuses: number[]) => ({
  200: { description, ...jsonContent(schema) },
  ...errorResponses(...errorStatuses),
});
