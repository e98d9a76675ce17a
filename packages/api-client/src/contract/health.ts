import * as v from 'valibot';
import { envelope } from './envelope.ts';

export const Health = v.object({
  status: v.picklist(['ok', 'degraded']),
  database: v.picklist(['up', 'down']),
  uptimeSeconds: v.number(),
});
export const HealthResponse = envelope(Health);
export type Health = v.InferOutput<typeof Health>;

/** GET /api/ready: whether this process should be sent requests, and what stops it. */
export const Readiness = v.object({
  ready: v.boolean(),
  database: v.picklist(['up', 'down']),
  listener: v.picklist(['hearing', 'deaf', 'none']),
  dataDir: v.picklist(['ok', 'not-writable', 'not-shared']),
  stopping: v.boolean(),
  reasons: v.array(v.string()),
});
export const ReadinessResponse = envelope(Readiness);
