import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import * as ko from '@academy/strings';

export interface ErrorStateProps {
  /** The load's error text (docs/product/errors.md), or the server's message when it gave one. */
  message?: ReactNode;
  title?: ReactNode;
  /** Shows the 다시 시도 button when given (e.g. a query's refetch). */
  onRetry?: () => void;
  retryLabel?: string;
  /** True while the retry runs: the button shows a spinner and cannot be pressed twice. */
  retrying?: boolean;
}

/** Every load has its error text, and a way to try again (docs/product/screens.md). */
export function ErrorState({
  message = ko.common.errorDefault,
  title,
  onRetry,
  retryLabel = ko.common.retry,
  retrying = false,
}: ErrorStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" role="alert">
      {title ? <Title order={3}>{title}</Title> : null}
      <Text c="var(--mantine-color-error)" style={{ wordBreak: 'keep-all' }}>
        {message}
      </Text>
      {/* onRetry takes no argument: a caller's refetch is not handed the click event */}
      {onRetry ? (
        <Button variant="light" onClick={() => onRetry()} loading={retrying}>
          {retryLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
