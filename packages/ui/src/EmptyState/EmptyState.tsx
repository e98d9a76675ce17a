import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import * as ko from '@academy/strings';

export interface EmptyStateProps {
  /** The list's own empty text (docs/product/errors.md, e.g. 등록된 강의가 없습니다.). */
  message?: ReactNode;
  title?: ReactNode;
  /** A next step, e.g. a create button. */
  action?: ReactNode;
}

/** Every list has its empty state (docs/product/screens.md). */
export function EmptyState({ message = ko.common.empty, title, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      {title ? <Title order={3}>{title}</Title> : null}
      <Text c="dimmed" style={{ wordBreak: 'keep-all' }}>
        {message}
      </Text>
      {action}
    </Stack>
  );
}
