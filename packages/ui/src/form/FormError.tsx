import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Why a form's submit failed (the server's message, docs/product/errors.md), above its fields, read
 * out at once. Text in the error colour rather than Mantine's Alert: the sign-up and login pages'
 * first visit stays inside its budget (budget.spec.ts).
 */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <Text role="alert" c="var(--mantine-color-error)" fw={500}>
      {children}
    </Text>
  );
}
