// The section's time left on the server's clock: the page reads deadlineAt and serverNow, and
// counts down from their difference, so a wrong clock on the phone changes nothing.
import { useEffect, useState } from 'react';

/** Milliseconds left until `deadlineAt` as the server counts, ticking every second. */
export function useCountdown(deadlineAt: string, serverNow: string) {
  const [offset] = useState(() => Date.parse(serverNow) - Date.now());
  const left = () => Math.max(0, Date.parse(deadlineAt) - (Date.now() + offset));
  const [remaining, setRemaining] = useState(left);
  useEffect(() => {
    setRemaining(left());
    const timer = setInterval(() => setRemaining(left()), 1000);
    return () => clearInterval(timer);
    // left reads only deadlineAt and the offset fixed at mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadlineAt]);
  return remaining;
}

/** `mm:ss`, or `h:mm:ss` past an hour. */
export function clock(ms: number) {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
