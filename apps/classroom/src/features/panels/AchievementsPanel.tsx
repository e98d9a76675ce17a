import type { Achievement } from '@academy/api-client/contract';
import { achievementsQuery } from '@academy/api-client/queries/learning';
import { formatShortDate } from '@academy/ui/format/date';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { learningStrings } from '@academy/strings/learning';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Loaded, Section } from './parts.tsx';

const a = learningStrings.panels.achievements;

const wording = (item: Achievement) =>
  item.kind === 'STREAK' && item.days !== null
    ? { title: a.streakTitle(item.days), text: a.streakText(item.days) }
    : a.kinds[item.kind];

/** 성취: milestones the API computes from the student's own activity, with the date earned. */
export function AchievementsPanel() {
  const query = useQuery(achievementsQuery());
  return (
    <Loaded query={query}>
      {({ currentStreakDays, achievements }) => (
        <Stack>
          <Section title={a.kinds.STREAK.title}>
            <Text fw={700} size="xl">
              {currentStreakDays > 0 ? a.streak(currentStreakDays) : a.noStreak}
            </Text>
          </Section>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {achievements.map((item) => {
              const words = wording(item);
              return (
                <Card
                  key={`${item.kind}-${item.lectureId ?? ''}-${item.days ?? ''}`}
                  withBorder
                  radius="md"
                  component="article"
                  aria-label={words.title}
                  opacity={item.earned ? 1 : 0.75}
                >
                  <Group justify="space-between" wrap="nowrap" mb={4}>
                    <Title order={2} size="h5">
                      {words.title}
                    </Title>
                    <StatusBadge tone={item.earned ? 'success' : 'neutral'}>
                      {item.earned ? a.earned : a.notEarned}
                    </StatusBadge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {words.text}
                  </Text>
                  {item.lectureTitle && (
                    <Text size="sm" mt={4}>
                      {a.forLecture(item.lectureTitle)}
                    </Text>
                  )}
                  {item.earnedAt && (
                    <Text size="sm" mt="xs">
                      {a.earnedOn(formatShortDate(item.earnedAt))}
                    </Text>
                  )}
                </Card>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </Loaded>
  );
}
