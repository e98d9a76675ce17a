import {
  OUTBOX_CHANNELS,
  OUTBOX_STATES,
  type OutboxState,
} from '@academy/api-client/contract/messaging';
import type { OutboxItem, OutboxQuery } from '@academy/api-client/contract/outbox';
import { errorMessage } from '@academy/api-client/errors';
import { outboxQuery } from '@academy/api-client/queries/outbox';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import * as messagesAccount from '@academy/strings/messages-account';
import * as outboxView from '@academy/strings/outbox-view';
import { Anchor, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';

const t = outboxView.screen;

export type OutboxFilters = Omit<OutboxQuery, 'before'>;

/** The first view: no filter (the route asks for the same page). */
export const outboxFirstQuery = () => outboxQuery({});

export const STATE_TONES: Record<
  OutboxState,
  'info' | 'warning' | 'success' | 'neutral' | 'danger'
> = {
  PENDING: 'info',
  SENDING: 'info',
  SENT: 'success',
  FAILED: 'danger',
  SKIPPED: 'neutral',
  HELD: 'warning',
};

export const templateName = (template: string) =>
  messagesAccount.templateNames[template] ?? template;

function MessageRow({ message }: { message: OutboxItem }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.createdAt)}</Table.Td>
      <Table.Td>{t.channels[message.channel] ?? message.channel}</Table.Td>
      <Table.Td>{templateName(message.template)}</Table.Td>
      <Table.Td>
        <Text size="sm">{message.recipient?.name ?? t.noRecipient}</Text>
        <Text size="xs" c="dimmed">
          {message.address}
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge tone={STATE_TONES[message.state]}>
          {t.states[message.state] ?? message.state}
        </StatusBadge>
      </Table.Td>
      <Table.Td>{message.attempts}</Table.Td>
      <Table.Td>
        <Anchor
          component={Link}
          to={`/admin/outbox/${message.id}`}
          aria-label={t.openLabel(message.id)}
        >
          {t.open}
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * 발송함 (docs/product/screens.md): the outbox's messages, newest first, 50 at a time with 더
 * 보기, filtered by channel, state and template; addresses masked.
 */
export function OutboxList() {
  const [filters, setFilters] = useState<OutboxFilters>({});
  const query = useInfiniteQuery(outboxQuery(filters));
  const messages = query.data?.pages.flatMap((page) => page.messages) ?? [];
  const templates = query.data?.pages[0]?.templates ?? [];
  const pick =
    <K extends keyof OutboxFilters>(key: K) =>
    (value: string | null) =>
      setFilters((old) => {
        const next = { ...old };
        if (value) next[key] = value as OutboxFilters[K];
        else delete next[key];
        return next;
      });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t.intro}
      </Text>
      <Group align="flex-end">
        <Select
          label={t.channel}
          w={150}
          placeholder={t.any}
          clearable
          data={OUTBOX_CHANNELS.map((value) => ({ value, label: t.channels[value] ?? value }))}
          value={filters.channel ?? null}
          onChange={pick('channel')}
        />
        <Select
          label={t.state}
          w={150}
          placeholder={t.any}
          clearable
          data={OUTBOX_STATES.map((value) => ({ value, label: t.states[value] ?? value }))}
          value={filters.state ?? null}
          onChange={pick('state')}
        />
        <Select
          label={t.template}
          w={200}
          placeholder={t.any}
          clearable
          data={templates.map((value) => ({ value, label: templateName(value) }))}
          value={filters.template ?? null}
          onChange={pick('template')}
        />
      </Group>
      {query.isPending ? (
        <LoadingState variant="skeleton" rows={6} />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, t.loadError)}
          onRetry={() => void query.refetch()}
        />
      ) : messages.length === 0 ? (
        <EmptyState message={t.empty} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={800}>
            <Table striped aria-label={t.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.createdAt}</Table.Th>
                  <Table.Th>{t.channel}</Table.Th>
                  <Table.Th>{t.template}</Table.Th>
                  <Table.Th>{t.recipient}</Table.Th>
                  <Table.Th>{t.state}</Table.Th>
                  <Table.Th>{t.attempts}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {messages.map((message) => (
                  <MessageRow key={message.id} message={message} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {query.hasNextPage && (
            <Button
              variant="default"
              w="fit-content"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t.more}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
