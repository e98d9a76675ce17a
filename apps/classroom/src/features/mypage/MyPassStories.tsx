import { errorMessage } from '@academy/api-client/errors';
import { myPassStoriesQuery } from '@academy/api-client/queries/pass-stories';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge, type StatusTone } from '@academy/ui/StatusBadge';
import * as errors from '@academy/strings/errors';
import { passStoryStatusLabels, passStoryStrings as t } from '@academy/strings/reviews';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PassStoryForm } from './PassStoryForm.tsx';

const TONE: Record<keyof typeof passStoryStatusLabels, StatusTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  DECLINED: 'danger',
};

/** My pass stories with their status, and the form to write one (docs/product/learning.md). */
export function MyPassStories() {
  const query = useQuery(myPassStoriesQuery());
  const [writing, setWriting] = useState(false);
  let list;
  if (query.isPending) list = <LoadingState variant="skeleton" rows={3} />;
  else if (query.isError)
    list = (
      <ErrorState
        message={errorMessage(query.error, errors.transport.server)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.length === 0) list = <EmptyState message={t.mineEmpty} />;
  else
    list = query.data.map((story) => (
      <Card key={story.id} withBorder radius="md" component="article">
        <Group justify="space-between">
          <Text fw={700}>{t.passed(story.university.name, story.major)}</Text>
          <StatusBadge tone={TONE[story.status]}>{passStoryStatusLabels[story.status]}</StatusBadge>
        </Group>
        <Text size="sm" c="dimmed">
          {t.yearLabel(story.year)}
        </Text>
      </Card>
    ));
  return (
    <Stack>
      {writing ? (
        <section aria-labelledby="story-form-title">
          <Title order={2} size="h4" id="story-form-title" mb="sm">
            {t.writeTitle}
          </Title>
          <PassStoryForm onDone={() => setWriting(false)} />
        </section>
      ) : (
        <Button w="fit-content" onClick={() => setWriting(true)}>
          {t.write}
        </Button>
      )}
      {list}
    </Stack>
  );
}
