import {
  type AdminPassStoryList,
  type AdminPassStoryListQuery,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import {
  staffPassStoriesQuery,
  useModeratePassStory,
} from '@academy/api-client/queries/pass-stories';
import { StatusBadge, type StatusTone } from '@academy/ui/StatusBadge';
import * as errors from '@academy/strings/errors';
import { showToast } from '@academy/ui/toast';
import {
  moderationToasts as done,
  passStoryStatusLabels,
  passStoryStrings as t,
  universityTypeLabels,
} from '@academy/strings/reviews';
import { Alert, Button, Card, Group, Text } from '@mantine/core';
import { ModerationList, parseListView, type ListView } from '../../shared/moderation-list.tsx';
import { AdmitScores } from './AdmitScores.tsx';

type Status = NonNullable<AdminPassStoryListQuery['status']>;
type Item = AdminPassStoryList['stories'][number];
const TONE: Record<Item['status'], StatusTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  DECLINED: 'danger',
};

function PassStoryItem({ story }: { story: Item }) {
  const moderate = useModeratePassStory();
  // Each change says it was saved (a toast); a refusal shows in the card.
  const change = (
    body: { status: 'APPROVED' | 'DECLINED' } | { featured: boolean },
    message: string,
  ) =>
    moderate.mutate(
      { id: story.id, ...body },
      { onSuccess: () => showToast({ color: 'teal', message }) },
    );
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
      <AdmitScores scores={story.scores} />
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
            onClick={() => change({ status: 'APPROVED' }, done.storyApproved)}
          >
            {t.approve}
          </Button>
        )}
        {story.status !== 'DECLINED' && (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => change({ status: 'DECLINED' }, done.storyDeclined)}
          >
            {t.decline}
          </Button>
        )}
        {story.status === 'APPROVED' && (
          <Button
            size="xs"
            variant="light"
            onClick={() =>
              change(
                { featured: !story.featured },
                story.featured ? done.storyUnfeatured : done.storyFeatured,
              )
            }
          >
            {story.featured ? t.unfeature : t.feature}
          </Button>
        )}
      </Group>
    </Card>
  );
}

const STATUSES: { value: Status; label: string }[] = [
  { value: 'PENDING', label: passStoryStatusLabels.PENDING },
  { value: 'APPROVED', label: passStoryStatusLabels.APPROVED },
  { value: 'DECLINED', label: passStoryStatusLabels.DECLINED },
  { value: 'ALL', label: t.all },
];
/** What the list shows when the address names no view: the waiting ones, the first 20. */
const FIRST_VIEW: ListView<Status> = { status: 'PENDING', page: 0, size: 20 };

/** The view the page's address names (?status=&page=&size=). */
export const passStoryView = (params: URLSearchParams) =>
  parseListView(
    params,
    STATUSES.map((status) => status.value),
    FIRST_VIEW,
  );

/** The list's read for a view (the route's loaders read the one in the address). */
export const passStoryListQuery = ({ status, page, size }: ListView<Status>) =>
  staffPassStoriesQuery({ page: String(page), size: String(size), status });

/**
 * Admins approve or decline pass stories and feature approved ones on the home page
 * (docs/product/learning.md).
 */
export function PassStoryModeration() {
  return (
    <ModerationList
      label={t.status}
      statuses={STATUSES}
      first={FIRST_VIEW}
      query={passStoryListQuery}
      items={(data) => data.stories.map((story) => <PassStoryItem key={story.id} story={story} />)}
      empty={t.empty}
      loadFailed={t.loadFailed}
    />
  );
}
