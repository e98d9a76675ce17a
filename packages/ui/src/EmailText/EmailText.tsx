import { Fragment } from 'react';

/**
 * An email address that wraps at sensible points in a narrow column: a break opportunity (<wbr>)
 * after the @ and after each dot, and, for a part longer than the line, a break anywhere
 * (overflow-wrap). Copying the address gives it whole.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </span>
  );
}
