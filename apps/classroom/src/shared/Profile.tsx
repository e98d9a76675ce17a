// the profile in docs/product/screens.md: my page shows it, and so does the classroom's 프로필 panel
// (same data).
import type { User } from '@academy/api-client/contract';
import { isParent, roleName } from '@academy/auth/roles';
import { useSession } from '@academy/auth/use-session';
import { LoadingState } from '@academy/ui/LoadingState';
import * as classroomStrings from '@academy/strings/classroom';
import { Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

const t = classroomStrings.mypage;

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

/**
 * Every profile field; a placeholder user shows '-' where it has no value
 * (docs/product/screens.md).
 */
export function Profile() {
  const { user } = useSession();
  // Who is signed in is not known yet (the first screen the server draws, decision 010).
  if (!user) return <LoadingState variant="skeleton" rows={6} />;
  const profile = user as Partial<User> & { name: string; role: string };
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
      </SimpleGrid>
      {/* a parent's account has no student profile (docs/product/parents.md) */}
      {!isParent(user) && <StudentFields profile={profile} />}
    </Stack>
  );
}

function StudentFields({ profile }: { profile: Partial<User> }) {
  const scores = profile.ejuScores;
  const f = t.fields;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
    </>
  );
}
