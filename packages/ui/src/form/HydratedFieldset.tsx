import { useMounted } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * A server-rendered form's fields, disabled until the page's code has taken over the HTML: what
 * is typed into a form that is not listening yet would be lost, and a submit would reload the page
 * (docs/decisions/019-site-on-framework-mode.md). Browsers disable every control inside a disabled
 * fieldset.
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const mounted = useMounted();
  return (
    <fieldset disabled={!mounted} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
