import type { TeacherProfile } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { teacherProfilesQuery, useTeacherWrites } from '@academy/api-client/queries/enrolments';
import { useSession } from '@academy/auth/use-session';
import { confirm } from '@academy/ui/ConfirmDialog';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import * as errors from '@academy/strings/errors';
import * as adminStrings from '@academy/strings/admin';
import * as enrolmentStrings from '@academy/strings/enrolments';
import { Avatar, Button, Card, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { showToast } from '@academy/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { EmailText } from '@academy/ui/EmailText';

const t = adminStrings.instructors;
const e = enrolmentStrings.instructors;

// The form loads when a 상세 is opened: the list's first visit stays small.
const InstructorForm = lazy(() =>
  import('./InstructorForm.tsx').then((module) => ({ default: module.InstructorForm })),
);

/** What a teacher sees of another teacher: the profile, read only. */
function InstructorProfile({ teacher }: { teacher: TeacherProfile }) {
  return (
    <Stack gap="xs">
      <Group wrap="nowrap">
        <Avatar src={teacher.image} alt="" size={80} radius={999}>
          {teacher.name.slice(0, 1)}
        </Avatar>
        <Stack gap={0} miw={0}>
          <Text fw={700}>{teacher.name}</Text>
          <Text size="sm" c="dimmed">
            <EmailText email={teacher.userId} />
          </Text>
        </Stack>
      </Group>
      <Text size="sm">{teacher.teachingSubjects.join(', ')}</Text>
      <Text size="sm" c={teacher.introduction ? undefined : 'dimmed'}>
        {teacher.introduction ?? e.noIntroduction}
      </Text>
    </Stack>
  );
}

/**
 * docs/decisions/018-staff-authoring.md: an admin deactivates a teacher (they cannot sign in; their
 * lectures stay) or reactivates one, after a confirmation.
 */
function ActiveToggle({ teacher }: { teacher: TeacherProfile }) {
  const { setActive } = useTeacherWrites();
  async function toggle() {
    const active = !teacher.active;
    const message = active ? e.reactivateConfirm(teacher.name) : e.deactivateConfirm(teacher.name);
    if (!(await confirm({ message, destructive: !active }))) return;
    setActive.mutate(
      { id: teacher.id, active },
      {
        onSuccess: (response) => showToast({ color: 'teal', message: response.message }),
        onError: (error) =>
          showToast({ color: 'red', message: errorMessage(error, e.statusFailed) }),
      },
    );
  }
  return (
    <Button
      size="xs"
      variant={teacher.active ? 'light' : 'default'}
      color={teacher.active ? 'red' : undefined}
      loading={setActive.isPending}
      onClick={() => void toggle()}
    >
      {teacher.active ? e.deactivate : e.reactivate}
    </Button>
  );
}

/**
 * Name, user id and avatar per teacher, with a details button (docs/product/screens.md).
 * docs/decisions/018-staff-authoring.md: 상세 opens the profile; an admin edits any teacher and
 * deactivates or reactivates them, a teacher edits their own profile (the API's rule) and reads the
 * others'.
 */
export function InstructorList() {
  const query = useQuery(teacherProfilesQuery());
  const { user } = useSession();
  const [openId, setOpenId] = useState<number | null>(null);
  if (query.isPending) return <LoadingState variant="skeleton" rows={4} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, errors.admin.instructorsQuery)}
        onRetry={() => void query.refetch()}
      />
    );
  const isAdmin = user?.role === 'ADMIN';
  const mayEdit = (teacher: TeacherProfile) => isAdmin || user?.id === teacher.id;
  const open = query.data.find((teacher) => teacher.id === openId);
  const register = (
    <Button component={Link} to="/admin/instructors/new" w="fit-content">
      {t.register}
    </Button>
  );
  if (query.data.length === 0)
    return (
      <Stack>
        {register}
        <EmptyState message={t.empty} />
      </Stack>
    );
  return (
    <Stack>
      {register}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {query.data.map((teacher) => (
          <Card
            key={teacher.id}
            withBorder
            radius="md"
            component="article"
            aria-label={e.details(teacher.name)}
          >
            <Group wrap="nowrap" align="stretch" flex={1}>
              <Avatar src={teacher.image} alt="" radius="xl" size="lg">
                {teacher.name.slice(0, 1)}
              </Avatar>
              {/* A long email wraps instead of squeezing 상세 to an empty box. */}
              <Stack gap={4} flex={1} miw={0}>
                <Group gap="xs">
                  <Text fw={700}>{teacher.name}</Text>
                  {!teacher.active && <StatusBadge>{e.inactive}</StatusBadge>}
                </Group>
                <Text size="sm" c="dimmed">
                  <EmailText email={teacher.userId} />
                </Text>
                {/* At the card's bottom: cards in a row line up their buttons. */}
                <Group gap="xs" mt="auto" pt={4}>
                  <Button
                    variant="default"
                    size="xs"
                    type="button"
                    onClick={() => setOpenId(teacher.id)}
                  >
                    {t.details}
                  </Button>
                  {isAdmin && user.id !== teacher.id && <ActiveToggle teacher={teacher} />}
                </Group>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Modal
        opened={open !== undefined}
        onClose={() => setOpenId(null)}
        title={open && mayEdit(open) ? e.edit : open && e.details(open.name)}
        size="lg"
      >
        {open &&
          (mayEdit(open) ? (
            <Suspense fallback={<Loader size="sm" />}>
              <InstructorForm teacher={open} onDone={() => setOpenId(null)} />
            </Suspense>
          ) : (
            <InstructorProfile teacher={open} />
          ))}
      </Modal>
    </Stack>
  );
}
