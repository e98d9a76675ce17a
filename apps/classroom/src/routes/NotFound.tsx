import * as classroomStrings from '@academy/strings/classroom';
import { Button, Stack, Text, Title } from '@mantine/core';
import { data, Link } from 'react-router';

const t = classroomStrings.notFound;

/** An address the classroom does not have: say so, and offer the way back to the dashboard. */
export const meta = () => [{ title: classroomStrings.documentTitle(t.title) }];

export default function NotFound() {
  return (
    <Stack align="center" py="xl" px="md" ta="center">
      <Title order={1}>{t.title}</Title>
      <Text c="dimmed">{t.text}</Text>
      <Button component={Link} to="/dashboard">
        {t.home}
      </Button>
    </Stack>
  );
}

/** An address the classroom does not have answers 404. */
export const loader = () => data(null, { status: 404 });
