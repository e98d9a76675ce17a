import {
  REVIEW_CONTENT_MAX,
  REVIEW_TITLE_MAX,
  ReviewWriteRequest,
  type MyReview,
  type ReviewWriteInput,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useDeleteReview, useSaveReview } from '@academy/api-client/queries/reviews';
import { confirm } from '@academy/ui/ConfirmDialog';
import { contractResolver, firstError } from '@academy/ui/form';
import * as errors from '@academy/strings/errors';
import { reviewStrings as t } from '@academy/strings/reviews';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  Rating,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';

const FIELD_ORDER = ['rating', 'title', 'content'] as const;

/**
 * docs/product/learning.md: write or edit the caller's review of a lecture (rating 1-5, title,
 * content, anonymous). The contract's rules check it before the server does; the server's message
 * shows on failure and the values stay.
 */
export function ReviewForm({
  lectureId,
  review,
  onDone,
}: {
  lectureId: number;
  review: MyReview | null;
  onDone: () => void;
}) {
  const save = useSaveReview();
  const remove = useDeleteReview();
  const form = useForm<ReviewWriteInput>({
    initialValues: {
      rating: review?.rating ?? 0,
      title: review?.title ?? '',
      content: review?.content ?? '',
      anonymous: review?.anonymous ?? false,
    },
    validate: contractResolver(ReviewWriteRequest),
    onValuesChange: () => save.reset(),
  });
  const error =
    firstError(form.errors, FIELD_ORDER) ??
    (save.isError ? errorMessage(save.error, errors.transport.server) : null) ??
    (remove.isError ? errorMessage(remove.error, errors.transport.server) : null);

  const submit = form.onSubmit((body) =>
    save.mutate({ lectureId, id: review?.id, body }, { onSuccess: onDone }),
  );
  async function destroy() {
    if (!review || !(await confirm({ message: t.removeConfirm, destructive: true }))) return;
    remove.mutate(review.id, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {review?.hidden && <Alert color="yellow">{t.hiddenNote}</Alert>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Input.Wrapper label={t.ratingLabel} id="review-rating-label" required>
          <Rating
            size="lg"
            aria-labelledby="review-rating-label"
            getSymbolLabel={(value) => t.rating(value)}
            value={form.values.rating as number}
            onChange={(value) => form.setFieldValue('rating', value)}
          />
        </Input.Wrapper>
        <TextInput
          label={t.titleLabel}
          required
          maxLength={REVIEW_TITLE_MAX}
          {...form.getInputProps('title')}
          error={Boolean(form.errors.title)}
        />
        <Textarea
          label={t.contentLabel}
          required
          autosize
          minRows={5}
          maxLength={REVIEW_CONTENT_MAX}
          description={`${String(form.values.content ?? '').length} / ${REVIEW_CONTENT_MAX}`}
          {...form.getInputProps('content')}
          error={Boolean(form.errors.content)}
        />
        <Checkbox
          label={t.anonymousLabel}
          {...form.getInputProps('anonymous', { type: 'checkbox' })}
        />
        <Group justify="space-between">
          {review ? (
            <Button
              color="red"
              variant="subtle"
              onClick={() => void destroy()}
              loading={remove.isPending}
              // a hidden review stays: the server refuses its author's delete (it could be posted
              // again, shown)
              disabled={review.hidden}
            >
              {t.remove}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending} disabled={review?.hidden}>
            {review ? t.save : t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
