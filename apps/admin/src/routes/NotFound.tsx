import * as adminStrings from '@academy/strings/admin';
import { Button, Stack, Title } from '@mantine/core';
import { data, Link } from 'react-router';

export default function Component() {
  return (
    <Stack align="flex-start">
      <Title order={2}>{adminStrings.notFound.title}</Title>
      <Button component={Link} to="/admin">
        {adminStrings.notFound.home}
      </Button>
    </Stack>
  );
}

/** An admin address no screen answers is a 404. */
export const loader = () => data(null, { status: 404 });
