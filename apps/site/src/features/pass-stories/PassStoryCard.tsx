import type { Story } from '@academy/api-client/contract';
import { passStoryStrings as t, universityTypeLabels } from '@academy/strings/reviews';
import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';

/** One approved pass story; the university's logo, or its initial when it has none. */
export function PassStoryCard({ story }: { story: Story }) {
  const { university } = story;
  return (
    <Card withBorder radius="md" component="article">
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={university.logoUrl} alt="" radius="xl" size="lg" color="blue">
          {university.name.slice(0, 1)}
        </Avatar>
        <Stack gap={2}>
          <Text fw={700} component="h3" m={0} size="md">
            {t.passed(university.name, story.major)}
          </Text>
          <Group gap="xs">
            <Badge variant="light">{universityTypeLabels[university.type]}</Badge>
            <Text size="sm" c="dimmed">
              {t.yearLabel(story.year)} · {story.authorName}
            </Text>
          </Group>
        </Stack>
      </Group>
      <Stack gap="xs" mt="sm" component="dl" m={0}>
        {(
          [
            [t.reason, story.reason],
            [t.method, story.method],
            [t.advice, story.advice],
          ] as const
        ).map(([label, text]) => (
          <div key={label}>
            <Text component="dt" size="sm" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {text}
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
