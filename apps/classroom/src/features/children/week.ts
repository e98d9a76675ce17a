// A week as the page's address names it: its Monday, `YYYY-MM-DD` (Seoul days, plain calendar
// arithmetic on the date: no clock, so the server and the browser draw the same page).
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday `days` days from `monday`. */
export function shiftWeek(monday: string, days: number) {
  return new Date(new Date(`${monday}T00:00:00.000Z`).getTime() + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** The `week` search parameter when it is a date; otherwise this week (undefined). */
export function weekParam(value: string | null) {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}
