import { appUrl } from '@academy/auth/origins';
import { useEffect, useRef, useState } from 'react';

/**
 * The classroom entry shows a 'connecting' state for 1.5 s, then goes to /dashboard
 * (docs/product/screens.md, docs/product/limits.md).
 */
export const CLASSROOM_ENTRY_DELAY_MS = 1500;

export function useClassroomEntry(
  go: (url: string) => void = (url) => window.location.assign(url),
) {
  const [connecting, setConnecting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const enter = () => {
    if (connecting) return;
    setConnecting(true);
    timer.current = window.setTimeout(
      () => go(appUrl('classroom', '/dashboard')),
      CLASSROOM_ENTRY_DELAY_MS,
    );
  };
  return { connecting, enter };
}
