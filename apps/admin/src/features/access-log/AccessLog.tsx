import {
  ACCESS_ACTIONS,
  type AccessLogEntry,
  type AccessLogQuery,
} from '@academy/api-client/contract/access-log';
import { errorMessage } from '@academy/api-client/errors';
import { accessLogQuery } from '@academy/api-client/queries/access-log';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import * as accessLogStrings from '@academy/strings/access-log';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

const t = accessLogStrings.screen;
const { actions, roles, targets } = accessLogStrings;

export type LogFilters = Omit<AccessLogQuery, 'before'>;
const EMPTY = { actor: '', action: '', from: '', to: '', student: '' };

/** The filters as the API takes them (empty ones left out). */
const toFilters = (typed: typeof EMPTY): LogFilters =>
  Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== '')) as LogFilters;

/** The first view of the log: no filter (the route asks for the same page). */
export const accessLogFirstQuery = () => accessLogQuery({});

const ACTION_TONES = {
  VIEW: 'info',
  EXPORT: 'warning',
  CREATE: 'success',
  UPDATE: 'neutral',
  DELETE: 'danger',
} as const;

function EntryRow({ entry }: { entry: AccessLogEntry }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {entry.actor.name}
        </Text>
        <Text size="xs" c="dimmed">
          {roles[entry.actor.role as keyof typeof roles] ?? entry.actor.role}
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge tone={ACTION_TONES[entry.action]}>{actions[entry.action]}</StatusBadge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {targets[entry.targetType] ?? entry.targetType}
          {entry.targetId ? ` #${entry.targetId}` : ''}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {entry.route}
        </Text>
      </Table.Td>
      <Table.Td>{entry.student?.name ?? '-'}</Table.Td>
      <Table.Td>{entry.reason ?? '-'}</Table.Td>
      <Table.Td>
        <Text size="xs">{entry.address}</Text>
        <Text size="xs" c="dimmed" lineClamp={1} title={entry.userAgent ?? undefined}>
          {entry.userAgent ?? ''}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The staff access log for admins: filters (who, action, dates, student), newest first, 50 at a
 * time with 더 보기 (docs/product/screens.md, docs/product/security.md).
 */
export function AccessLog() {
  const [typed, setTyped] = useState(EMPTY);
  const [filters, setFilters] = useState<LogFilters>({});
  const query = useInfiniteQuery(accessLogQuery(filters));
  const field = (key: keyof typeof EMPTY) => ({
    value: typed[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setTyped((old) => ({ ...old, [key]: value }));
    },
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(toFilters(typed));
  };
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t.intro}
      </Text>
      <form onSubmit={search} aria-label={t.search}>
        <Group align="flex-end">
          <TextInput label={t.actor} w={200} {...field('actor')} />
          <Select
            label={t.action}
            w={150}
            placeholder={t.anyAction}
            clearable
            data={ACCESS_ACTIONS.map((action) => ({ value: action, label: actions[action] }))}
            value={typed.action || null}
            onChange={(value) => setTyped((old) => ({ ...old, action: value ?? '' }))}
          />
          <TextInput label={t.student} w={200} {...field('student')} />
          <TextInput type="date" label={t.from} w={160} {...field('from')} />
          <TextInput type="date" label={t.to} w={160} {...field('to')} />
          <Button type="submit">{t.search}</Button>
          <Button
            variant="default"
            onClick={() => {
              setTyped(EMPTY);
              setFilters({});
            }}
          >
            {t.reset}
          </Button>
        </Group>
      </form>
      {query.isPending ? (
        <LoadingState variant="skeleton" rows={6} />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, t.loadError)}
          onRetry={() => void query.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState message={t.empty} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={960}>
            <Table striped aria-label={t.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.at}</Table.Th>
                  <Table.Th>{t.who}</Table.Th>
                  <Table.Th>{t.action}</Table.Th>
                  <Table.Th>{t.what}</Table.Th>
                  <Table.Th>{t.concerned}</Table.Th>
                  <Table.Th>{t.reason}</Table.Th>
                  <Table.Th>{t.where}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
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
