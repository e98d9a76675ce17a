import { errorMessage } from '@academy/api-client/errors';
import { studentOverviewQuery } from '@academy/api-client/queries/reports';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { StudentWeek } from '@academy/ui/StudentWeek';
import * as reportStrings from '@academy/strings/reports';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { shiftWeek } from './week.ts';

const t = reportStrings.page;

export interface ChildOverviewProps {
  studentId: number;
  /** a day of the week shown (undefined: this week) */
  week: string | undefined;
  /** another week chosen (undefined: this week) */
  onWeekChange: (week: string | undefined) => void;
}

/**
 * One child's week for a guardian (or the student themself), read-only (docs/product/reports.md):
 * the week's figures, lectures, quizzes, assignments and questions, with the previous and next
 * week a press away.
 */
export function ChildOverview({ studentId, week, onWeekChange }: ChildOverviewProps) {
  const query = useQuery(studentOverviewQuery(studentId, week));
  const shown = query.data?.week;
  return (
    <Container size="sm" py="lg" px="sm">
      <Stack gap="md">
        <Title order={1} size="h3">
          {query.data ? t.title(query.data.student.name) : reportStrings.messages.overview}
        </Title>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Button
            variant="default"
            size="compact-md"
            disabled={!shown}
            onClick={() => shown && onWeekChange(shiftWeek(shown.start, -7))}
          >
            {t.previousWeek}
          </Button>
          <Text fw={600} ta="center" aria-live="polite">
            {shown ? t.week(shown.start, shown.end) : ''}
          </Text>
          <Button
            variant="default"
            size="compact-md"
            disabled={!shown || week === undefined}
            onClick={() => shown && onWeekChange(shiftWeek(shown.start, 7))}
          >
            {t.nextWeek}
          </Button>
        </Group>
        {week !== undefined && (
          <Button variant="subtle" size="compact-sm" onClick={() => onWeekChange(undefined)}>
            {t.thisWeek}
          </Button>
        )}
        {query.isPending ? (
          <LoadingState label={t.loading} />
        ) : query.isError ? (
          <ErrorState
            message={errorMessage(query.error, t.loadFailed)}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        ) : (
          <StudentWeek overview={query.data} />
        )}
      </Stack>
    </Container>
  );
}
