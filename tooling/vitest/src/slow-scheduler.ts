// Opt-in (TEST_SLOW_REACT_MS=50 in the environment, see preset.js): every task React's scheduler
// queues runs that many milliseconds late, as on a busy machine, where a timer (Testing Library's
// waitFor, Storybook's act wrapper) can fire before React's next render. A test that reads the
// screen right after an await without waiting for what a later render draws (a getBy where a
// findBy belongs) then fails in most runs instead of once in a while under `npm test`: the
// LessonChat Teacher story's early read failed two runs in three this way.
// This file must run before react-dom is imported: the scheduler picks setImmediate when it loads.
const delayMs = Number(process.env.TEST_SLOW_REACT_MS);
if (delayMs > 0) {
  const later = (callback: (...args: unknown[]) => void, ...args: unknown[]) =>
    setTimeout(callback, delayMs, ...args);
  globalThis.setImmediate = later as unknown as typeof setImmediate;
}
