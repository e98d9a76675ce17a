import { NotificationBell } from '@academy/live/NotificationBell';
import type { User } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { myQuestionsQuery } from '@academy/api-client/queries/questions';
import { appUrl } from '@academy/auth/origins';
import { roleName } from '@academy/auth/roles';
import { useSession } from '@academy/auth/use-session';
import { confirm } from '@academy/ui/ConfirmDialog';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { DANGER_COLOR } from '@academy/ui/theme';
import { ko } from '@academy/strings';
import { classroomStrings } from '@academy/strings/classroom';
import {
  Anchor,
  Avatar,
  Button,
  Card,
  Container,
  Flex,
  Group,
  NavLink,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';

const t = classroomStrings.mypage;
const TABS = ['profile', 'summary', 'settings', 'ask'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  profile: t.profile,
  summary: t.summary,
  settings: t.settings,
  ask: t.questions,
};

function Field({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value === null || value === undefined || value === '' ? '-' : value}</Text>
    </div>
  );
}

/** spec 2.8: every profile field; a placeholder user shows '-' where it has no value. */
function Profile() {
  const { user } = useSession();
  // Who is signed in is not known yet (the first screen the server draws, decision 010).
  if (!user) return <LoadingState variant="skeleton" rows={6} />;
  const profile = user as Partial<User> & { name: string; role: string };
  const scores = profile.ejuScores;
  const f = t.fields;
  return (
    <Stack>
      <Group>
        <Avatar src={profile.image ?? null} alt="" radius="xl" size="lg">
          {profile.name.slice(0, 1)}
        </Avatar>
        <div>
          <Title order={2} size="h3">
            {profile.name}
          </Title>
          <Text c="dimmed">{roleName(user)}</Text>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field label={f.userId} value={profile.userId} />
        <Field label={f.role} value={roleName(user)} />
        <Field label={f.studentContact} value={profile.studentContact} />
        <Field label={f.parentContact} value={profile.parentContact} />
        <Field label={f.address} value={profile.address} />
        <Field label={f.majorType} value={profile.majorType} />
        <Field
          label={f.studyYears}
          value={
            profile.studyYears === null || profile.studyYears === undefined
              ? null
              : t.studyYears(profile.studyYears)
          }
        />
      </SimpleGrid>
      <Card withBorder radius="md">
        <Text fw={700} mb="xs">
          {f.goals}
        </Text>
        {profile.goalUniversities?.length ? (
          profile.goalUniversities.map((goal) => (
            <Text key={`${goal.school}-${goal.major}`}>
              {goal.school} · {goal.major}
            </Text>
          ))
        ) : (
          <Text c="dimmed">{classroomStrings.sidebar.noGoals}</Text>
        )}
      </Card>
      <Card withBorder radius="md">
        <Text fw={700} mb="xs">
          {f.scores}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Field label={f.listening} value={scores?.listening} />
          <Field label={f.reading} value={scores?.reading} />
          <Field label={f.totalListenRead} value={scores?.totalListenRead} />
          <Field label={f.science} value={scores?.science} />
          {scores?.subject1 && <Field label={scores.subject1} value={scores.score1} />}
          {scores?.subject2 && <Field label={scores.subject2} value={scores.score2} />}
        </SimpleGrid>
      </Card>
    </Stack>
  );
}

function Settings() {
  const { deleteAccount } = useSession();
  async function withdraw() {
    if (!(await confirm({ message: ko.confirmations.withdraw, destructive: true }))) return;
    if (await deleteAccount()) window.location.assign(appUrl('site', '/'));
  }
  return (
    <Stack align="flex-start">
      <Button disabled variant="default">
        {t.changePassword}
      </Button>
      <Button color={DANGER_COLOR} onClick={() => void withdraw()}>
        {t.withdraw}
      </Button>
    </Stack>
  );
}

/** spec 2.8: questions grouped by lecture with answered/unanswered badges. */
function MyQuestions() {
  const query = useQuery(myQuestionsQuery());
  const ask = (
    <Button component={Link} to="/mypage/questions/new" w="fit-content">
      {t.ask}
    </Button>
  );
  if (query.isPending) return <LoadingState variant="skeleton" rows={5} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, ko.errors.transport.server)}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <Stack>
      {ask}
      {query.data.length === 0 && <EmptyState message={t.noQuestions} />}
      {query.data.map((group) => (
        <Card
          key={group.lectureId}
          withBorder
          radius="md"
          component="section"
          aria-label={group.lectureName}
        >
          <Text fw={700} mb="xs">
            {group.lectureName}
          </Text>
          <Table>
            <Table.Tbody>
              {group.questions.map((question) => (
                <Table.Tr key={question.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/mypage/questions/${question.id}`}>
                      {question.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDateTime(question.createdAt)}</Table.Td>
                  <Table.Td>
                    <StatusBadge tone={question.isAnswered ? 'success' : 'warning'}>
                      {question.isAnswered ? t.answered : t.unanswered}
                    </StatusBadge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      ))}
    </Stack>
  );
}

/** spec 2.8: my page; ?tab=ask opens the questions tab. */
export function MyPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'profile';
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>{t.title}</Title>
        <Group gap="xs">
          <NotificationBell app="classroom" />
          <Button component="a" href={appUrl('site', '/')} variant="default">
            {t.home}
          </Button>
        </Group>
      </Group>
      {/* On a phone the menu sits above the page: beside it, it took half the width and the page
          scrolled sideways. */}
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }} gap="xl">
        <Stack
          component="nav"
          aria-label={t.menuLabel}
          gap={4}
          w={{ base: '100%', sm: 200 }}
          flex="none"
        >
          {TABS.map((name) => (
            <NavLink
              component="button"
              key={name}
              label={TAB_LABELS[name]}
              active={name === tab}
              aria-current={name === tab ? 'page' : undefined}
              onClick={() => setParams(name === 'profile' ? {} : { tab: name })}
            />
          ))}
        </Stack>
        <div style={{ flex: 1, minWidth: 0 }}>
          {tab === 'profile' && <Profile />}
          {tab === 'summary' && <Text c="dimmed">{t.summaryPlaceholder}</Text>}
          {tab === 'settings' && <Settings />}
          {tab === 'ask' && <MyQuestions />}
        </div>
      </Flex>
    </Container>
  );
}
