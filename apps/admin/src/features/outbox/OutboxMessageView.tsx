import type { OutboxMessage } from '@academy/api-client/contract/outbox';
import { errorMessage } from '@academy/api-client/errors';
import { outboxMessageQuery } from '@academy/api-client/queries/outbox';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import * as outboxView from '@academy/strings/outbox-view';
import { Alert, Anchor, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { STATE_TONES, templateName } from './OutboxList.tsx';

const t = outboxView.detail;
const s = outboxView.screen;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={110} flex="none">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** The message's words: an email's subject, HTML (in a frame that runs nothing) and text. */
function Body({ message }: { message: OutboxMessage }) {
  if (message.email)
    return (
      <Stack>
        <Field label={t.subject}>{message.email.subject}</Field>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t.html}
          </Text>
          {/* sandbox without allow-scripts or allow-same-origin: the mail's HTML can run nothing
              and reach nothing of the admin. */}
          <iframe
            title={t.htmlFrame}
            sandbox=""
            srcDoc={message.email.html}
            style={{
              width: '100%',
              height: 420,
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 8,
              background: '#fff',
            }}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t.text}
          </Text>
          <Code block>{message.email.text}</Code>
        </Stack>
      </Stack>
    );
  if (message.text)
    return (
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t.message}
        </Text>
        <Code block>{message.text}</Code>
      </Stack>
    );
  return <Alert color="gray">{t.notRenderable}</Alert>;
}

/** One message of the outbox as it would be sent (docs/product/screens.md: 발송함). */
export function OutboxMessageView({ id }: { id: number }) {
  const query = useQuery(outboxMessageQuery(id));
  return (
    <Stack>
      <Anchor component={Link} to="/admin/outbox" size="sm">
        {t.back}
      </Anchor>
      {query.isPending ? (
        <LoadingState variant="skeleton" rows={8} />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, t.loadError)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Stack>
          <Group>
            <Title order={2} size="h3">
              {t.title(query.data.id)}
            </Title>
            <StatusBadge tone={STATE_TONES[query.data.state]}>
              {s.states[query.data.state] ?? query.data.state}
            </StatusBadge>
          </Group>
          {query.data.state === 'HELD' && (
            <Alert color="gray" title={t.held} role="status">
              {null}
            </Alert>
          )}
          <Paper withBorder p="md" radius="md">
            <Stack gap={6}>
              <Field label={s.template}>{templateName(query.data.template)}</Field>
              {query.data.purpose && (
                <Field label={t.purpose}>{s.purposes[query.data.purpose]}</Field>
              )}
              <Field label={s.channel}>{s.channels[query.data.channel]}</Field>
              <Field label={s.recipient}>
                {query.data.recipient?.name ?? s.noRecipient} ({query.data.address})
              </Field>
              <Field label={s.createdAt}>{formatDateTime(query.data.createdAt)}</Field>
              <Field label={t.notBefore}>{formatDateTime(query.data.notBefore)}</Field>
              <Field label={t.sentAt}>
                {query.data.sentAt ? formatDateTime(query.data.sentAt) : t.notSentYet}
              </Field>
              {query.data.lastError && <Field label={t.lastError}>{query.data.lastError}</Field>}
            </Stack>
          </Paper>
          <Body message={query.data} />
          <Text size="xs" c="dimmed">
            {t.logged}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
