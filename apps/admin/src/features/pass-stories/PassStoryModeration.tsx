import {
  type AdminPassStoryList,
  type AdminPassStoryListQuery,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import {
  staffPassStoriesQuery,
  useModeratePassStory,
} from '@academy/api-client/queries/pass-stories';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { PagedListControls } from '@academy/ui/PagedListControls';
import { StatusBadge, type StatusTone } from '@academy/ui/StatusBadge';
import * as errors from '@academy/strings/errors';
import {
  passStoryStatusLabels,
  passStoryStrings as t,
  universityTypeLabels,
} from '@academy/strings/reviews';
import { Alert, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

type Status = NonNullable<AdminPassStoryListQuery['status']>;
type Item = AdminPassStoryList['stories'][number];
const TONE: Record<Item['status'], StatusTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  DECLINED: 'danger',
};

function PassStoryItem({ story }: { story: Item }) {
  const moderate = useModeratePassStory();
  return (
    <Card withBorder radius="md" component="article" aria-label={story.university.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={700}>{t.passed(story.university.name, story.major)}</Text>
          <Text size="sm" c="dimmed">
            {universityTypeLabels[story.university.type]} · {t.yearLabel(story.year)} ·{' '}
            {story.realName}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          {story.featured && <StatusBadge tone="info">{t.featured}</StatusBadge>}
          <StatusBadge tone={TONE[story.status]}>{passStoryStatusLabels[story.status]}</StatusBadge>
        </Group>
      </Group>
      {(
        [
          [t.reason, story.reason],
          [t.method, story.method],
          [t.advice, story.advice],
        ] as const
      ).map(([label, text]) => (
        <Text
          key={label}
          size="sm"
          mt="xs"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          <strong>{label}</strong>: {text}
        </Text>
      ))}
      {moderate.isError && (
        <Alert color="red" role="alert" mt="xs">
          {errorMessage(moderate.error, errors.transport.server)}
        </Alert>
      )}
      <Group gap="xs" mt="sm">
        {story.status !== 'APPROVED' && (
          <Button
            size="xs"
            loading={moderate.isPending}
            onClick={() => moderate.mutate({ id: story.id, status: 'APPROVED' })}
          >
            {t.approve}
          </Button>
        )}
        {story.status !== 'DECLINED' && (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => moderate.mutate({ id: story.id, status: 'DECLINED' })}
          >
            {t.decline}
          </Button>
        )}
        {story.status === 'APPROVED' && (
          <Button
            size="xs"
            variant="light"
            onClick={() => moderate.mutate({ id: story.id, featured: !story.featured })}
          >
            {story.featured ? t.unfeature : t.feature}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** What the list shows when the page opens: the waiting ones, the first 20. */
const FIRST_VIEW: { status: Status; page: number; size: number } = {
  status: 'PENDING',
  page: 0,
  size: 20,
};
/** The list's read for a filter, page and size (the route reads the first view on the server). */
export const passStoryListQuery = ({ status, page, size } = FIRST_VIEW) =>
  staffPassStoriesQuery({ page: String(page), size: String(size), status });

/** issue 21: admins approve or decline pass stories and feature approved ones on the home page. */
export function PassStoryModeration() {
  const [status, setStatus] = useState(FIRST_VIEW.status);
  const [page, setPage] = useState(FIRST_VIEW.page);
  const [size, setSize] = useState(FIRST_VIEW.size);
  const query = useQuery(passStoryListQuery({ status, page, size }));
  let body;
  if (query.isPending) body = <LoadingState variant="skeleton" rows={5} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={errorMessage(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.stories.length === 0) body = <EmptyState message={t.empty} />;
  else body = query.data.stories.map((story) => <PassStoryItem key={story.id} story={story} />);
  return (
    <Stack>
      <SegmentedControl
        aria-label={t.status}
        value={status}
        onChange={(value) => {
          setStatus(value as Status);
          setPage(0);
        }}
        data={[
          { value: 'PENDING', label: passStoryStatusLabels.PENDING },
          { value: 'APPROVED', label: passStoryStatusLabels.APPROVED },
          { value: 'DECLINED', label: passStoryStatusLabels.DECLINED },
          { value: 'ALL', label: t.all },
        ]}
        w="fit-content"
      />
      {body}
      <PagedListControls
        page={page}
        pageSize={size}
        hasNext={query.isSuccess && (page + 1) * size < query.data.totalCount}
        onPageChange={setPage}
        onPageSizeChange={(next) => {
          setSize(next);
          setPage(0);
        }}
      />
    </Stack>
  );
}
