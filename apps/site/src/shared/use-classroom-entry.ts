import { appUrl } from '@academy/auth/origins';
import { classroomHome } from '@academy/auth/roles';
import { useSession } from '@academy/auth/use-session';
import { useEffect, useRef, useState } from 'react';

/**
 * The classroom entry shows a 'connecting' state for 1.5 s, then goes to /dashboard, or a parent
 * to /children (docs/product/screens.md, docs/product/limits.md, docs/product/parents.md).
 */
export const CLASSROOM_ENTRY_DELAY_MS = 1500;

export function useClassroomEntry(
  go: (url: string) => void = (url) => window.location.assign(url),
) {
  const { user } = useSession();
  const [connecting, setConnecting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const enter = () => {
    if (connecting) return;
    setConnecting(true);
    timer.current = window.setTimeout(
      () => go(appUrl('classroom', classroomHome(user))),
      CLASSROOM_ENTRY_DELAY_MS,
    );
  };
  return { connecting, enter };
}
