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
