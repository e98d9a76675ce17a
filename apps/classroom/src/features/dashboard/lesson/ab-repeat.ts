// A-B repeat (docs/product/player-controls.md), for 聴解 practice: the student marks A, then B after
// it, and the player jumps back to A whenever playback reaches B. Pure, so the loop is tested
// without a player.

export interface AbRepeat {
  a: number | null;
  b: number | null;
}

export const NO_REPEAT: AbRepeat = { a: null, b: null };
/** The shortest loop: a shorter one would jump before a timeupdate could show it. */
export const MIN_LOOP_SECONDS = 0.5;

/** A new A drops a B that is no longer after it. */
export function setA(state: AbRepeat, time: number): AbRepeat {
  const a = Math.max(0, time);
  return { a, b: state.b !== null && state.b - a >= MIN_LOOP_SECONDS ? state.b : null };
}

/** B must come after A (by MIN_LOOP_SECONDS); without A, A is the start. Null when refused. */
export function setB(state: AbRepeat, time: number): AbRepeat | null {
  const a = state.a ?? 0;
  if (time - a < MIN_LOOP_SECONDS) return null;
  return { a, b: time };
}

/** Where to jump at `time`: A once playback reaches B; null otherwise (no loop, or not there yet). */
export function loopTarget(state: AbRepeat, time: number): number | null {
  if (state.a === null || state.b === null) return null;
  return time >= state.b ? state.a : null;
}
