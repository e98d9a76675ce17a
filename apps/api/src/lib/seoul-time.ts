// The academy's clock: Seoul is UTC+9 all year (Korea has kept no daylight saving time since
// 1988), so its wall time is UTC shifted by nine hours.
export const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** `instant` as Seoul's wall time in ISO form without a zone: `YYYY-MM-DDTHH:mm:ss.sss`. */
const seoulIso = (instant: Date) =>
  new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, -1);

/** Seoul's calendar day of `instant`, `YYYY-MM-DD`. */
export const seoulDay = (instant = new Date()) => seoulIso(instant).slice(0, 10);

/** Seoul's date and minute of `instant`, `YYYY-MM-DD HH:mm`, as a spreadsheet reads a date and time. */
export const seoulMinute = (instant: Date) => seoulIso(instant).slice(0, 16).replace('T', ' ');

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Seoul week (Monday 00:00 to Sunday 24:00) holding `at` (an instant, or a Seoul day
 * `YYYY-MM-DD`): its Monday and Sunday as days, and the instants it runs from and to (exclusive).
 */
export function seoulWeek(at: Date | string = new Date()) {
  const day = typeof at === 'string' ? at : seoulDay(at);
  const midnight = new Date(`${day}T00:00:00.000Z`);
  const sinceMonday = (midnight.getUTCDay() + 6) % 7;
  const monday = new Date(midnight.getTime() - sinceMonday * DAY_MS);
  const from = new Date(monday.getTime() - SEOUL_OFFSET_MS);
  return {
    start: monday.toISOString().slice(0, 10),
    end: new Date(monday.getTime() + 6 * DAY_MS).toISOString().slice(0, 10),
    from,
    to: new Date(from.getTime() + 7 * DAY_MS),
  };
}
export type SeoulWeek = ReturnType<typeof seoulWeek>;
