// OpenAPI response descriptions from the contract's schemas, for describeRoute() (/api/docs).
import { resolver } from 'hono-openapi';

type Schema = Parameters<typeof resolver>[0];

/** `content` of a JSON response whose body the schema describes. */
export const jsonContent = (schema: Schema) => ({
  content: { 'application/json': { schema: resolver(schema) } },
});

/** A `responses` object with one 200 JSON response. */
export const okJson = (schema: Schema, description: string) => ({
  200: { description, ...jsonContent(schema) },
});
