import * as accounts from '@academy/strings/accounts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { pageMeta } from '../shared/page-meta.ts';

const t = accounts.goodbye;

/**
 * Where a withdrawal ends (docs/product/screens.md): a public page, so it needs no session (the
 * account and its sessions are gone). Not a page for search engines (no canonical address).
 */
export default function GoodbyePage() {
  return (
    <Stack align="center" py="xl" maw={560} mx="auto" ta="center">
      <Title order={1}>{t.title}</Title>
      <Text>{t.body}</Text>
      <Text c="dimmed">{t.again}</Text>
      <Button component={Link} to="/">
        {t.toHome}
      </Button>
    </Stack>
  );
}

export const meta = () => pageMeta({ title: t.title, description: t.body });
