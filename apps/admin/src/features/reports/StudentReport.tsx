import { errorMessage } from '@academy/api-client/errors';
import { studentOverviewQuery } from '@academy/api-client/queries/reports';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { StudentWeek } from '@academy/ui/StudentWeek';
import * as reportStrings from '@academy/strings/reports';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SendReportButton } from '../../shared/SendReportButton.tsx';
import classes from './StudentReport.module.css';

const t = reportStrings.page;
const DAY_MS = 24 * 60 * 60 * 1000;
const shiftWeek = (monday: string, days: number) =>
  new Date(new Date(`${monday}T00:00:00.000Z`).getTime() + days * DAY_MS)
    .toISOString()
    .slice(0, 10);

/**
 * A student's weekly report for staff (docs/product/reports.md): the same week a guardian reads,
 * on a page that prints as the report alone (the admin's frame and the buttons are left out), with
 * 인쇄 and 보고서 보내기.
 */
export function StudentReport({
  studentId,
  week,
  onWeekChange,
}: {
  studentId: number;
  week: string | undefined;
  onWeekChange: (week: string | undefined) => void;
}) {
  const query = useQuery(studentOverviewQuery(studentId, week));
  if (query.isPending) return <LoadingState label={t.loading} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  const overview = query.data;
  return (
    <Stack className={classes.report} maw={760}>
      <Group justify="space-between" className={classes.screenOnly}>
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => onWeekChange(shiftWeek(overview.week.start, -7))}
          >
            {t.previousWeek}
          </Button>
          <Button
            variant="default"
            disabled={week === undefined}
            onClick={() => onWeekChange(shiftWeek(overview.week.start, 7))}
          >
            {t.nextWeek}
          </Button>
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={() => window.print()}>
            {t.print}
          </Button>
          <SendReportButton
            studentId={studentId}
            studentName={overview.student.name}
            week={overview.week.start}
          />
        </Group>
      </Group>
      <div>
        <Title order={2} size="h3">
          {t.reportTitle(overview.student.name)}
        </Title>
        <Text c="dimmed">{t.week(overview.week.start, overview.week.end)}</Text>
      </div>
      <StudentWeek overview={overview} />
    </Stack>
  );
}
