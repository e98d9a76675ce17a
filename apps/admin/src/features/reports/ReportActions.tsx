import { studentPageQuery } from '@academy/api-client/queries/enrolments';
import * as reportStrings from '@academy/strings/reports';
import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SendReportButton } from '../../shared/SendReportButton.tsx';

/**
 * The student page's way to the weekly report: open the printable page, or send this week's
 * report now (the page's own read gives the name the confirmation names).
 */
export function ReportActions({ studentId }: { studentId: number }) {
  const page = useQuery(studentPageQuery(studentId));
  if (!page.data) return null;
  return (
    <Group gap="xs" justify="flex-end">
      <Button component={Link} to={`/admin/students/${studentId}/report`} variant="default">
        {reportStrings.page.openReport}
      </Button>
      <SendReportButton studentId={studentId} studentName={page.data.student.name} />
    </Group>
  );
}
