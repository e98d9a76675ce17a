import { formatShortDate } from '@academy/ui/format/date';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { classroomStrings } from '@academy/strings/classroom';
import {
  Card,
  Group,
  List,
  Progress,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import type { DemoView } from '../../shared/demo-views.ts';
import {
  achievementsSample,
  coursesSample,
  dashboardSample,
  profileSample,
  progressSample,
  quizSample,
  settingsSample,
} from './sample-data.ts';

const t = classroomStrings.demo;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Stats({ items }: { items: { label: string; value: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: items.length }}>
      {items.map((item) => (
        <div key={item.label}>
          <Text size="xs" c="dimmed">
            {item.label}
          </Text>
          <Text fw={700} size="xl">
            {item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function DashboardPanel() {
  return (
    <>
      <Section title={t.dashboard.stats}>
        <Stats items={dashboardSample.stats} />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title={t.dashboard.today}>
          <Stack gap="xs">
            {dashboardSample.today.map((task) => (
              <Group key={task.title} gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={700} w={48} style={{ flexShrink: 0 }}>
                  {task.time}
                </Text>
                <StatusBadge tone="info">{task.kind}</StatusBadge>
                <Text size="sm">{task.title}</Text>
              </Group>
            ))}
          </Stack>
        </Section>
        <Section title={t.dashboard.news}>
          <List spacing={6} size="sm">
            {dashboardSample.news.map((item) => (
              <List.Item key={item.text}>
                <Text span size="sm" c="dimmed">
                  {formatShortDate(item.date)}
                </Text>{' '}
                {item.text}
              </List.Item>
            ))}
          </List>
        </Section>
      </SimpleGrid>
    </>
  );
}

function CoursesPanel() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {coursesSample.map((course) => (
        <Card key={course.title} withBorder radius="md" component="article">
          <Title order={2} size="h5">
            {course.title}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t.courses.teacher(course.teacher)}
          </Text>
          <Progress
            value={course.progress}
            aria-label={t.courses.progress(course.title, course.progress)}
          />
          <Group justify="space-between" mt={6}>
            <Text size="sm">{classroomStrings.outline.progress(course.progress)}</Text>
            <Text size="sm" c="dimmed">
              {t.courses.daysLeft(course.daysLeft)}
            </Text>
          </Group>
          <Text size="sm" mt="xs">
            {course.next ? t.courses.next(course.next) : t.courses.finished}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

const rate = (done: number, total: number) => Math.round((done / total) * 100);

function ProgressPanel() {
  const { weekly, subjects } = progressSample;
  return (
    <>
      <Section title={t.progress.weekly}>
        <Progress value={rate(weekly.done, weekly.goal)} aria-label={t.progress.weekly} />
        <Text size="sm" mt={6}>
          {t.progress.weeklyValue(weekly.done, weekly.goal)}
        </Text>
      </Section>
      <Section title={t.progress.subjects}>
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.progress.subject}</Table.Th>
                <Table.Th>{t.progress.lessons}</Table.Th>
                <Table.Th w="40%">{t.progress.rate}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {subjects.map((row) => {
                const value = rate(row.done, row.total);
                return (
                  <Table.Tr key={row.subject}>
                    <Table.Td>{row.subject}</Table.Td>
                    <Table.Td>{t.progress.lessonsValue(row.done, row.total)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Progress
                          value={value}
                          aria-label={t.progress.rateLabel(row.subject, value)}
                          style={{ flex: 1 }}
                        />
                        <Text size="sm" w={40} ta="right">
                          {value}%
                        </Text>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>
    </>
  );
}

function QuizPanel() {
  return (
    <>
      <Section title={t.quiz.summary}>
        <Stats items={quizSample.summary} />
      </Section>
      <Section title={t.quiz.results}>
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.quiz.title}</Table.Th>
                <Table.Th>{t.quiz.subject}</Table.Th>
                <Table.Th>{t.quiz.score}</Table.Th>
                <Table.Th>{t.quiz.date}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quizSample.results.map((row) => (
                <Table.Tr key={row.title}>
                  <Table.Td>{row.title}</Table.Td>
                  <Table.Td>{row.subject}</Table.Td>
                  <Table.Td>{t.quiz.scoreValue(row.score)}</Table.Td>
                  <Table.Td>{formatShortDate(row.date)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>
      <Section title={t.quiz.upcoming}>
        <List spacing={6} size="sm">
          {quizSample.upcoming.map((quiz) => (
            <List.Item key={quiz.title}>
              {quiz.title}{' '}
              <Text span size="sm" c="dimmed">
                {formatShortDate(quiz.date)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Section>
    </>
  );
}

function AchievementsPanel() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {achievementsSample.map((item) => (
        <Card key={item.title} withBorder radius="md" component="article">
          <Group justify="space-between" wrap="nowrap" mb={4}>
            <Title order={2} size="h5">
              {item.title}
            </Title>
            <StatusBadge tone={item.earnedOn ? 'success' : 'neutral'}>
              {item.earnedOn ? t.achievements.earned : t.achievements.inProgress}
            </StatusBadge>
          </Group>
          <Text size="sm" c="dimmed">
            {item.description}
          </Text>
          {item.earnedOn ? (
            <Text size="sm" mt="xs">
              {t.achievements.earnedOn(formatShortDate(item.earnedOn))}
            </Text>
          ) : (
            <Progress
              mt="sm"
              value={item.progress}
              aria-label={t.achievements.progress(item.title, item.progress)}
            />
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Switches keep their place in the page only: nothing is saved (spec 2.7: no calls). */
function SettingsPanel() {
  const group = (title: string, items: typeof settingsSample.notifications) => (
    <Section title={title}>
      <Stack gap="md">
        {items.map((item) => (
          <Switch
            key={item.label}
            label={item.label}
            description={item.description}
            defaultChecked={item.on}
          />
        ))}
      </Stack>
    </Section>
  );
  return (
    <>
      {group(t.settings.notifications, settingsSample.notifications)}
      {group(t.settings.study, settingsSample.study)}
      <Text size="sm" c="dimmed">
        {t.settings.unsaved}
      </Text>
    </>
  );
}

function ProfilePanel() {
  const p = profileSample;
  return (
    <>
      <Card withBorder radius="md" component="section" aria-label={p.name}>
        <Title order={2} size="h4">
          {p.name}
        </Title>
        <Text size="sm" c="dimmed">
          {p.userId}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <div>
            <Text size="xs" c="dimmed">
              {t.profile.track}
            </Text>
            <Text>{p.track}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t.profile.goals}
            </Text>
            {p.goals.map((goal) => (
              <Text key={goal}>{goal}</Text>
            ))}
          </div>
        </SimpleGrid>
      </Card>
      <Section title={t.profile.mockExams}>
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.profile.exam}</Table.Th>
                <Table.Th>{t.profile.japanese}</Table.Th>
                <Table.Th>{t.profile.science}</Table.Th>
                <Table.Th>{t.profile.math}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.mockExams.map((row) => (
                <Table.Tr key={row.exam}>
                  <Table.Td>{row.exam}</Table.Td>
                  <Table.Td>{row.japanese}</Table.Td>
                  <Table.Td>{row.science}</Table.Td>
                  <Table.Td>{row.math}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed" mt="xs">
          {t.profile.maxScores}
        </Text>
      </Section>
    </>
  );
}

const PANELS: Record<DemoView, () => ReactNode> = {
  dashboard: DashboardPanel,
  courses: CoursesPanel,
  progress: ProgressPanel,
  quiz: QuizPanel,
  achievements: AchievementsPanel,
  settings: SettingsPanel,
  profile: ProfilePanel,
};

/**
 * spec 2.7: the static demo views (dashboard, my courses, progress, quiz, achievements, settings,
 * profile): hard-coded sample data, no calls. The page heading (the view's title) is the
 * dashboard's; these panels start at level 2.
 */
export function DemoPanel({ view }: { view: DemoView }) {
  const Panel = PANELS[view];
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t.notice}
      </Text>
      <Panel />
    </Stack>
  );
}
