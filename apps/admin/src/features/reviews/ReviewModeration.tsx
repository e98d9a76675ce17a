import {
  REVIEW_REPLY_MAX,
  ReviewReplyRequest,
  type AdminReview,
  type AdminReviewListQuery,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import {
  staffReviewsQuery,
  useModerateReview,
  useReplyToReview,
} from '@academy/api-client/queries/reviews';
import { useSession } from '@academy/auth/use-session';
import { confirm } from '@academy/ui/ConfirmDialog';
import { formatDate } from '@academy/ui/format/date';
import { contractResolver } from '@academy/ui/form';
import { StatusBadge } from '@academy/ui/StatusBadge';
import * as errors from '@academy/strings/errors';
import { moderationToasts as done, reviewStrings as t } from '@academy/strings/reviews';
import { showToast } from '@academy/ui/toast';
import {
  Alert,
  Button,
  Card,
  Group,
  Rating,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ModerationList, parseListView, type ListView } from '../../shared/moderation-list.tsx';

type Status = NonNullable<AdminReviewListQuery['status']>;
const STATUSES: { value: Status; label: string }[] = [
  { value: 'ALL', label: t.statusAll },
  { value: 'VISIBLE', label: t.statusVisible },
  { value: 'HIDDEN', label: t.statusHidden },
  { value: 'FEATURED', label: t.featured },
];

/** The public reply: one per review, editable, removable after a confirmation. */
function ReplyForm({ review }: { review: AdminReview }) {
  const reply = useReplyToReview();
  const form = useForm({
    initialValues: { content: review.reply?.content ?? '' },
    validate: contractResolver(ReviewReplyRequest),
    onValuesChange: () => reply.reset(),
  });
  const error =
    form.errors.content ??
    (reply.isError ? errorMessage(reply.error, errors.transport.server) : null);
  async function remove() {
    if (!(await confirm({ message: t.replyRemoveConfirm, destructive: true }))) return;
    reply.mutate(
      { id: review.id, content: null },
      {
        onSuccess: () => {
          form.setValues({ content: '' });
          showToast({ color: 'teal', message: done.replyRemoved });
        },
      },
    );
  }
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ content }) =>
        reply.mutate(
          { id: review.id, content },
          { onSuccess: () => showToast({ color: 'teal', message: done.replySaved }) },
        ),
      )}
    >
      <Stack gap="xs" mt="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Textarea
          label={t.replyLabel}
          autosize
          minRows={2}
          maxLength={REVIEW_REPLY_MAX}
          {...form.getInputProps('content')}
          error={Boolean(form.errors.content)}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={reply.isPending}>
            {t.replySave}
          </Button>
          {review.reply && (
            <Button size="xs" variant="subtle" color="red" onClick={() => void remove()}>
              {t.replyRemove}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function ReviewItem({ review, isAdmin }: { review: AdminReview; isAdmin: boolean }) {
  const moderate = useModerateReview();
  async function toggleHidden() {
    if (!review.hidden && !(await confirm({ message: t.hideConfirm, destructive: true }))) return;
    moderate.mutate(
      { id: review.id, hidden: !review.hidden },
      {
        onSuccess: () =>
          showToast({
            color: 'teal',
            message: review.hidden ? done.reviewShown : done.reviewHidden,
          }),
      },
    );
  }
  const toggleFeatured = () =>
    moderate.mutate(
      { id: review.id, featured: !review.featured },
      {
        onSuccess: () =>
          showToast({
            color: 'teal',
            message: review.featured ? done.reviewUnfeatured : done.reviewFeatured,
          }),
      },
    );
  return (
    <Card withBorder radius="md" component="article" aria-label={review.title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={700}>{review.title}</Text>
          <Text size="sm" c="dimmed">
            {review.authorName}
            {review.anonymous ? ` (${t.anonymousShort})` : ''} · {review.lectureName} ·{' '}
            {formatDate(review.createdAt)}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          {review.hidden && <StatusBadge tone="danger">{t.hidden}</StatusBadge>}
          {review.featured && <StatusBadge tone="success">{t.featured}</StatusBadge>}
          <Rating value={review.rating} readOnly size="sm" aria-hidden />
          <VisuallyHidden>{t.rating(review.rating)}</VisuallyHidden>
        </Group>
      </Group>
      <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {review.content}
      </Text>
      {moderate.isError && (
        <Alert color="red" role="alert" mt="xs">
          {errorMessage(moderate.error, errors.transport.server)}
        </Alert>
      )}
      <Group gap="xs" mt="sm">
        {!review.hidden && (
          <Button size="xs" variant="light" loading={moderate.isPending} onClick={toggleFeatured}>
            {review.featured ? t.unfeature : t.feature}
          </Button>
        )}
        {isAdmin && (
          <Button size="xs" variant="light" color="red" onClick={() => void toggleHidden()}>
            {review.hidden ? t.unhide : t.hide}
          </Button>
        )}
      </Group>
      <ReplyForm review={review} />
    </Card>
  );
}

/** What the list shows when the address names no view: every status, the first 10. */
const FIRST_VIEW: ListView<Status> = { status: 'ALL', page: 0, size: 10 };

/** The view the page's address names (?status=&page=&size=). */
export const reviewView = (params: URLSearchParams) =>
  parseListView(
    params,
    STATUSES.map((status) => status.value),
    FIRST_VIEW,
  );

/** The list's read for a view (the route's loaders read the one in the address). */
export const reviewListQuery = ({ status, page, size }: ListView<Status>) =>
  staffReviewsQuery({ page: String(page), size: String(size), status });

/**
 * Staff read their lectures' reviews, reply, feature; admins hide abusive ones
 * (docs/product/learning.md).
 */
export function ReviewModeration() {
  const { user } = useSession();
  return (
    <ModerationList
      label={t.statusFilter}
      statuses={STATUSES}
      first={FIRST_VIEW}
      query={reviewListQuery}
      items={(data) =>
        data.reviews.map((review) => (
          <ReviewItem key={review.id} review={review} isAdmin={user?.role === 'ADMIN'} />
        ))
      }
      empty={t.empty}
      loadFailed={t.loadFailed}
    />
  );
}
