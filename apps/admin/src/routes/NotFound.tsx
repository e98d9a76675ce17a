import { adminStrings } from '@academy/strings/admin';
import { Button, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';

export function Component() {
  return (
    <Stack align="flex-start">
      <Title order={2}>{adminStrings.notFound.title}</Title>
      <Button component={Link} to="/admin">
        {adminStrings.notFound.home}
      </Button>
    </Stack>
  );
}
