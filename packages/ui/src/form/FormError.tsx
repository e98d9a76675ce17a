import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './FormError.module.css';

/**
 * A form's one message (the server's refusal, docs/product/errors.md; or the first problem where a
 * form alerts one at a time, docs/product/validation.md), above or below its fields, read out at
 * once. It looks like the red Alert the other forms show, without Alert's code: the sign-up and
 * login pages' first visit stays inside its budget (budget.spec.ts). A message of one field that
 * is not an input's own (a list of schools, an editor) is Mantine's `Input.Error`, like the fields'.
 */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <Text role="alert" className={classes.root}>
      {children}
    </Text>
  );
}
