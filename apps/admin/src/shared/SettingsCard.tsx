// One card of 학원 설정: its title and help, then its form once the setting is read (a skeleton
// meanwhile, the error with 다시 시도 when the read failed). Every setting's card is this shell.
import { errorMessage } from '@academy/api-client/errors';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { Card, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export function SettingsCard<T>({
  id,
  title,
  help,
  query,
  failed,
  rows = 1,
  children,
}: {
  /** the heading's id, naming the section */
  id: string;
  title: string;
  help: string;
  query: UseQueryResult<T>;
  /** what a failed read says when the server says nothing */
  failed: string;
  /** the skeleton's lines while reading */
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  let body: ReactNode;
  if (query.isPending) body = <LoadingState variant="skeleton" rows={rows} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={errorMessage(query.error, failed)}
        onRetry={() => void query.refetch()}
      />
    );
  else body = children(query.data);
  return (
    <Card withBorder radius="md" padding="lg" maw={560} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {help}
      </Text>
      {body}
    </Card>
  );
}
