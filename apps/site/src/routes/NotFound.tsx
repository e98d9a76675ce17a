import * as siteStrings from '@academy/strings/site';
import { Button, Stack, Text, Title } from '@mantine/core';
import { data, Link } from 'react-router';
import { pageMeta } from '../shared/page-meta.ts';

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

export const meta = () =>
  pageMeta({
    title: siteStrings.notFound.title,
    description: siteStrings.descriptions.notFound,
  });

/** An address no page answers is a 404 for search engines too. */
export const loader = () => data(null, { status: 404 });

export default NotFound;
