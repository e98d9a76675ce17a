import * as v from 'valibot';
import { envelope } from './envelope.ts';

export const Health = v.object({
  status: v.picklist(['ok', 'degraded']),
  database: v.picklist(['up', 'down']),
  uptimeSeconds: v.number(),
});
export const HealthResponse = envelope(Health);
export type Health = v.InferOutput<typeof Health>;
