import { siteStrings } from '@academy/strings/site';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFound() {
  return (
    <Stack align="center" py="xl">
      <Title order={1}>{siteStrings.notFound.title}</Title>
      <Text c="dimmed">{siteStrings.notFound.text}</Text>
      <Button component={Link} to="/">
        {siteStrings.notFound.home}
      </Button>
    </Stack>
  );
}

export { NotFound as Component };
