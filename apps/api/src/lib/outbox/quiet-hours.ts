// Promotional messages wait out the night (docs/product/messaging.md): one written between 21:00
// and 08:00 Seoul time is not sent before the next 08:00 there.
import { SEOUL_OFFSET_MS } from '../seoul-time.ts';

const QUIET_FROM_HOUR = 21;
const QUIET_UNTIL_HOUR = 8;
const HOUR_MS = 60 * 60 * 1000;

/** When a promotional message written at `instant` may be sent: `instant`, or the next 08:00 in Seoul. */
export function afterQuietHours(instant: Date): Date {
  // Seoul's wall time as if it were UTC: its hours are then getUTCHours().
  const wall = new Date(instant.getTime() + SEOUL_OFFSET_MS);
  const hour = wall.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return instant;
  const morning = new Date(wall);
  morning.setUTCHours(QUIET_UNTIL_HOUR, 0, 0, 0);
  if (hour >= QUIET_FROM_HOUR) morning.setTime(morning.getTime() + 24 * HOUR_MS);
  return new Date(morning.getTime() - SEOUL_OFFSET_MS);
}
