// Pieces every learning panel shares: a titled section, the load states of a query, and the
// address of a lesson in the dashboard (which resumes it where the student stopped).
import { errorMessage } from '@academy/api-client/errors';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { learningStrings } from '@academy/strings/learning';
import { Box, Paper, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export const lessonHref = (lectureId: number, detailId: number) =>
  `/dashboard?lecture=${lectureId}&detail=${detailId}`;

// Paper rather than Card: the dashboard's first visit already carries Paper (budget.spec.ts).
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A skeleton while loading, the error with a retry, else the data drawn by `children`. */
export function Loaded<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState variant="skeleton" rows={4} />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, learningStrings.panels.loadError)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/**
 * Cards side by side as wide as `min` allows, one column on a phone: a CSS grid, without
 * SimpleGrid's breakpoints (its code is not on the dashboard's first visit).
 */
export function CardGrid({ min = '18rem', children }: { min?: string; children: ReactNode }) {
  return (
    <Box
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))`,
        gap: 'var(--mantine-spacing-md)',
      }}
    >
      {children}
    </Box>
  );
}
