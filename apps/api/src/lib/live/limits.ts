// The live channel's limits in one place (docs/decisions/036-live-channel-limits.md): what one
// socket and one user may ask of a process, so that a client sending frames in a tight loop slows
// itself and nobody else.

export const LIVE_LIMITS = {
  /** Frames a socket may send: a token bucket refilled at this rate... */
  framesPerSecond: 20,
  /** ...holding at most this many (a reconnect rejoining a few rooms at once fits). */
  frameBurst: 40,
  /** A join costs this many tokens (an access check and a replay read); any other frame one. */
  joinCost: 4,
  /**
   * Frames refused for want of tokens that close the socket (1008): a client that keeps sending
   * after being told to slow down is not a browser tab.
   */
  refusedBeforeClose: 100,
  /** Open sockets per user and process; a new one closes the oldest (4429). */
  socketsPerUser: 5,
  /**
   * New sockets per user and process: a burst of this many, then one every few seconds (a page
   * load opens one, a reconnect waits 0.5 s doubling to 15 s); more is answered 429, so a client
   * closed for flooding cannot come straight back to flood again.
   */
  handshakeBurst: 10,
  handshakesPerMinute: 20,
  /** A room hears at most one presence frame per this long, and only when it changed. */
  presenceCoalesceMs: 300,
  /** A granted join is trusted this long for the same socket and lesson (no query on a rejoin)... */
  accessKeepMs: 30_000,
  /** ...and a refused one (a room the user may not read) is refused again without a query. */
  refusalKeepMs: 5_000,
} as const;
