// The site's small account screens (로그인, 비밀번호 찾기, 새 비밀번호): one narrow card with the
// page's title, an optional line under it, what went wrong, then the fields; and the card that
// says it is done.
import { FormError, HydratedFieldset } from '@academy/ui/form';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

const CARD = { withBorder: true, radius: 'md', p: 'xl', maw: 420, mx: 'auto' } as const;

function Heading({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <Title order={1} ta="center">
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
    </>
  );
}

/** A form card: disabled until hydrated, the failure above the fields (null: none). */
export function AccountFormCard(props: {
  title: string;
  intro?: string;
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Paper {...CARD} component="form" onSubmit={props.onSubmit} noValidate>
      <HydratedFieldset>
        <Stack>
          <Heading title={props.title} intro={props.intro} />
          {props.error && <FormError>{props.error}</FormError>}
          {props.children}
        </Stack>
      </HydratedFieldset>
    </Paper>
  );
}

/** The card after success: the server's message, then where to go next. */
export function AccountDoneCard(props: { title: string; message: string; children: ReactNode }) {
  return (
    <Paper {...CARD}>
      <Stack>
        <Heading title={props.title} />
        <Alert color="green" role="status">
          {props.message}
        </Alert>
        {props.children}
      </Stack>
    </Paper>
  );
}
