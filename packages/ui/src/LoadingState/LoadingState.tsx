import { Center, Loader, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import * as ko from '@academy/strings';

export interface LoadingStateProps {
  /** What is loading, read by screen readers (and shown under the spinner). */
  label?: string;
  /** A spinner (default) or skeleton lines shaped like the list that is coming. */
  variant?: 'spinner' | 'skeleton';
  /** Skeleton lines. */
  rows?: number;
  /** Placeholders shaped like what is coming, instead of skeleton lines (e.g. a table's rows). */
  children?: ReactNode;
  /** Fill the viewport's height (a whole page loading, e.g. the start-up auth check). */
  fullHeight?: boolean;
}

/**
 * A spinner or skeleton while loading, announced politely to assistive technology
 * (docs/product/screens.md).
 */
export function LoadingState({
  label = ko.common.loading,
  variant = 'spinner',
  rows = 3,
  fullHeight = false,
  children,
}: LoadingStateProps) {
  if (variant === 'skeleton' || children) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-live="polite">
        <VisuallyHidden>{label}</VisuallyHidden>
        {children ??
          Array.from({ length: rows }, (_, index) => (
            <Skeleton key={index} height={20} width={index === rows - 1 ? '60%' : '100%'} />
          ))}
      </Stack>
    );
  }
  return (
    <Center
      role="status"
      aria-busy="true"
      aria-live="polite"
      py="xl"
      mih={fullHeight ? '100dvh' : undefined}
    >
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
