// The live channel's own close codes, apart from its frames' schemas (live-frames.ts) so that the
// browser's channel knows when to stop reconnecting without loading valibot.

/** Close codes of the channel besides the standard ones. */
export const LiveCloseCode = {
  /** The server may have missed deliveries (its database listener dropped): reconnect and rejoin with `since`. */
  resync: 4000,
  /** The session ended (signed out, disabled): do not reconnect without signing in again. */
  unauthorized: 4401,
  /** The user opened more channels than allowed (the oldest goes): do not reconnect by itself. */
  tooManyConnections: 4429,
  /** Standard "policy violation": the client sent frames too fast for too long; do not reconnect. */
  policyViolation: 1008,
} as const;
