import { AccessLogReviewRequest, type AccessLogMonth } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { accessLogMonthsQuery, useReviewMonth } from '@academy/api-client/queries/access-log';
import { ErrorState } from '@academy/ui/ErrorState';
import { contractResolver, FormError } from '@academy/ui/form';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import * as accessLogStrings from '@academy/strings/access-log';
import * as errors from '@academy/strings/errors';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { Button, Card, Group, Modal, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

const t = accessLogStrings.screen;

/** The note asked before a month is marked reviewed; the month itself is not the form's. */
function ReviewDialog({ month, close }: { month: string | null; close: () => void }) {
  const review = useReviewMonth();
  const form = useForm({
    initialValues: { note: '' },
    validate: contractResolver<{ note: string }>(AccessLogReviewRequest, {
      toInput: (values) => ({ month: month ?? '', note: values.note }),
    }),
  });
  const done = () => {
    form.reset();
    review.reset();
    close();
  };
  return (
    <Modal
      opened={month !== null}
      onClose={done}
      title={month ? t.markReviewedOf(month) : ''}
      centered
    >
      <form
        onSubmit={form.onSubmit((values) =>
          review.mutate({ month: month!, note: values.note.trim() }, { onSuccess: done }),
        )}
      >
        <Stack>
          <Textarea
            label={t.note}
            placeholder={t.notePlaceholder}
            autosize
            minRows={3}
            data-autofocus
            {...form.getInputProps('note')}
          />
          {review.error && (
            <FormError>{errorMessage(review.error, errors.transport.server)}</FormError>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={done}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={review.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function MonthRow({ row, onReview }: { row: AccessLogMonth; onReview: (month: string) => void }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.month}</Table.Td>
      <Table.Td>{row.entries}</Table.Td>
      <Table.Td>
        {row.review ? (
          <Stack gap={2}>
            <Text size="sm">
              {t.reviewedBy(row.review.reviewer.name, formatDateTime(row.review.reviewedAt))}
            </Text>
            <Text size="xs" c="dimmed">
              {row.review.note}
            </Text>
          </Stack>
        ) : (
          <Group gap="xs">
            <StatusBadge tone="warning">{t.notReviewed}</StatusBadge>
            <Button
              size="xs"
              variant="light"
              onClick={() => onReview(row.month)}
              aria-label={t.markReviewedOf(row.month)}
            >
              {t.markReviewed}
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The months of the log, which are reviewed and which are not, and the review of one. */
export function MonthlyReview() {
  const query = useQuery(accessLogMonthsQuery());
  const [reviewing, setReviewing] = useState<string | null>(null);
  const unreviewed = query.data?.filter((row) => !row.review).length ?? 0;
  return (
    <Card withBorder radius="md">
      <Stack>
        <div>
          <Title order={3} size="h4">
            {t.monthsTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {t.monthsIntro}
          </Text>
        </div>
        {query.isPending ? (
          <LoadingState variant="skeleton" rows={2} />
        ) : query.isError ? (
          <ErrorState
            message={errorMessage(query.error, t.monthsError)}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            <Text size="sm" fw={600}>
              {unreviewed ? t.unreviewedCount(unreviewed) : t.allReviewed}
            </Text>
            <Table aria-label={t.monthsTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.month}</Table.Th>
                  <Table.Th>{t.entries}</Table.Th>
                  <Table.Th>{t.review}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.map((row) => (
                  <MonthRow key={row.month} row={row} onReview={setReviewing} />
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
      <ReviewDialog month={reviewing} close={() => setReviewing(null)} />
    </Card>
  );
}
