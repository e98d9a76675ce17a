// Times as the API gives them; on their own, with no words, for the live channel's frames
// (live-frames.ts). Every other module reads them through common.ts.
import * as v from 'valibot';

/** An ISO 8601 time with an offset, as every response gives times (`2026-11-22T14:00:00.000Z`). */
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp());
export type IsoDateTime = v.InferOutput<typeof IsoDateTime>;
