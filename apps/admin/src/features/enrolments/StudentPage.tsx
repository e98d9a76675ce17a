import { seoulDateInput } from '@academy/ui/format/date';
import { errorMessage } from '@academy/api-client/errors';
import { studentPageQuery } from '@academy/api-client/queries/enrolments';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import * as enrolmentStrings from '@academy/strings/enrolments';
import { Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { studentContactQuery } from '@academy/api-client/queries/access-log';
import * as accessLogStrings from '@academy/strings/access-log';
import { UnverifiedBadge } from './UnverifiedBadge.tsx';
import { useState } from 'react';
import type { StudentPage as StudentPageData } from '@academy/api-client/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { daysLeftText } from './format.ts';
import { EmailText } from '@academy/ui/EmailText';

const a = enrolmentStrings.admin;
const c = accessLogStrings.contacts;

/**
 * The student's contacts: masked until staff press 보기, which reads them whole from the detail
 * route (recorded in the access log as a view) (docs/product/security.md).
 */
function Contacts({
  studentId,
  name,
  maskedEmail,
  masked,
}: {
  studentId: number;
  name: string;
  maskedEmail: string;
  masked: StudentPageData['maskedContacts'];
}) {
  const [opened, setOpened] = useState(false);
  const contact = useQuery(studentContactQuery(studentId, opened));
  if (!opened || contact.isPending)
    return (
      <Group gap="xs">
        <Text c="dimmed">
          <EmailText email={maskedEmail} />
        </Text>
        {masked?.studentContact && (
          <Text c="dimmed" size="sm">
            {c.studentContact}: {masked.studentContact}
          </Text>
        )}
        {masked?.parentContact && (
          <Text c="dimmed" size="sm">
            {c.parentContact}: {masked.parentContact}
          </Text>
        )}
        <Button
          size="compact-xs"
          variant="light"
          loading={opened}
          onClick={() => setOpened(true)}
          aria-label={c.showOf(name)}
        >
          {c.show}
        </Button>
      </Group>
    );
  if (contact.isError)
    return (
      <Text c="red" size="sm" role="alert">
        {errorMessage(contact.error, c.loadError)}
      </Text>
    );
  const shown = contact.data;
  return (
    <Stack gap={0}>
      <Text size="sm">
        {c.email}: <EmailText email={shown.userId} />
      </Text>
      <Text size="sm">
        {c.studentContact}: {shown.studentContact ?? c.none}
      </Text>
      <Text size="sm">
        {c.parentContact}: {shown.parentContact ?? c.none}
      </Text>
    </Stack>
  );
}

/**
 * A student's lectures with progress, days left and last activity
 * (docs/decisions/018-staff-authoring.md).
 */
export function StudentPage({ studentId }: { studentId: number }) {
  const query = useQuery(studentPageQuery(studentId));
  if (query.isPending) return <LoadingState variant="skeleton" rows={4} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, a.loadError)}
        onRetry={() => void query.refetch()}
      />
    );
  const { student, lectures, lastActivityAt } = query.data;
  return (
    <Stack>
      <div>
        <Group gap="xs">
          <Title order={2} size="h3">
            {student.name}
          </Title>
          <UnverifiedBadge verified={student.emailVerified} />
        </Group>
        <Contacts
          studentId={student.id}
          name={student.name}
          maskedEmail={student.userId}
          masked={query.data.maskedContacts}
        />
        <Text size="sm">
          {a.lastActivity}: {lastActivityAt ? seoulDateInput(lastActivityAt) : a.never}
        </Text>
      </div>
      <Title order={3} size="h4">
        {a.studentLectures}
      </Title>
      {lectures.length === 0 ? (
        <EmptyState message={a.noLectures} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {lectures.map((lecture) => (
            <Card key={lecture.enrolment.enrolmentId} withBorder radius="md">
              <Text
                fw={700}
                component={Link}
                to={`/admin/lectures/${lecture.enrolment.lectureId}/roster`}
              >
                {lecture.lectureTitle}
              </Text>
              <Text size="sm">
                {a.progress} {lecture.progressRate}%
              </Text>
              <Progress value={lecture.progressRate} size="sm" aria-label={a.progress} my={4} />
              <Text size="sm" c="dimmed">
                {enrolmentStrings.status[lecture.enrolment.status]} · {a.daysLeft}{' '}
                {daysLeftText(lecture.enrolment.expireDaysLeft)} · {a.lastActivity}{' '}
                {lecture.lastActivityAt ? seoulDateInput(lecture.lastActivityAt) : a.never}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
