// The question bank's list (docs/product/mock-exams.md: 출제와 문제은행): every staff member's
// items, filtered by section, kind, unit, difficulty and words of the stem, newest first, a page at
// a time.
import type { BankListQuery } from '@academy/api-client/contract';
import { MOCK_ITEM_KINDS, MOCK_SECTION_KINDS } from '@academy/api-client/contract/eju';
import { errorMessage } from '@academy/api-client/errors';
import { bankItemsQuery } from '@academy/api-client/queries/mock-authoring';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import * as eju from '@academy/strings/eju';
import * as ma from '@academy/strings/mock-authoring';
import { Anchor, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { NumberedPages } from '../../shared/NumberedPages.tsx';

const t = ma.bank;
const PAGE_SIZE = 20;

export const bankFirstQuery = () => bankItemsQuery({ page: '0', size: String(PAGE_SIZE) });

type Filters = { sectionKind: string; kind: string; unit: string; difficulty: string; q: string };
const NO_FILTERS: Filters = { sectionKind: '', kind: '', unit: '', difficulty: '', q: '' };

function queryOf(filters: Filters, page: number): BankListQuery {
  const query: BankListQuery = { page: String(page), size: String(PAGE_SIZE) };
  if (filters.sectionKind) query.sectionKind = filters.sectionKind as BankListQuery['sectionKind'];
  if (filters.kind) query.kind = filters.kind as BankListQuery['kind'];
  if (filters.unit.trim()) query.unit = filters.unit.trim();
  if (filters.difficulty) query.difficulty = filters.difficulty;
  if (filters.q.trim()) query.q = filters.q.trim();
  return query;
}

export function BankList() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [debounced] = useDebouncedValue(filters, 300);
  const query = useQuery(bankItemsQuery(queryOf(debounced, page)));
  const set = (name: keyof Filters) => (value: string | null) => {
    setFilters((current) => ({ ...current, [name]: value ?? '' }));
    setPage(0);
  };
  const any = { value: '', label: t.any };
  const filtered = Object.values(debounced).some((value) => value !== '');

  return (
    <Stack>
      <Button component={Link} to="/admin/question-bank/new" w="fit-content">
        {t.add}
      </Button>
      <Group role="search" aria-label={t.filters} align="flex-end" wrap="wrap">
        <Select
          label={t.sectionKind}
          data={[
            any,
            ...MOCK_SECTION_KINDS.map((kind) => ({ value: kind, label: eju.sections[kind] })),
          ]}
          value={filters.sectionKind}
          onChange={set('sectionKind')}
          allowDeselect={false}
          w={200}
        />
        <Select
          label={t.kind}
          data={[
            any,
            ...MOCK_ITEM_KINDS.map((kind) => ({ value: kind, label: eju.itemKinds[kind] })),
          ]}
          value={filters.kind}
          onChange={set('kind')}
          allowDeselect={false}
          w={120}
        />
        <Select
          label={t.difficulty}
          data={[any, ...['1', '2', '3', '4', '5'].map((value) => ({ value, label: value }))]}
          value={filters.difficulty}
          onChange={set('difficulty')}
          allowDeselect={false}
          w={100}
        />
        <TextInput
          label={t.unit}
          value={filters.unit}
          onChange={(event) => set('unit')(event.currentTarget.value)}
          w={140}
        />
        <TextInput
          label={t.search}
          value={filters.q}
          onChange={(event) => set('q')(event.currentTarget.value)}
          w={220}
        />
      </Group>
      {query.isPending ? (
        <LoadingState variant="skeleton" rows={5} />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, t.loadFailed)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState message={filtered ? t.empty : t.emptyAll} />
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t.total(query.data.total)}
          </Text>
          <Table.ScrollContainer minWidth={720}>
            <Table highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.stem}</Table.Th>
                  <Table.Th>{t.sectionKind}</Table.Th>
                  <Table.Th>{t.kind}</Table.Th>
                  <Table.Th>{t.unit}</Table.Th>
                  <Table.Th>{t.difficulty}</Table.Th>
                  <Table.Th>{t.author}</Table.Th>
                  <Table.Th>{t.usedIn}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/admin/question-bank/${item.id}`}
                        aria-label={`${t.openLabel(item.id)}: ${item.stemExcerpt}`}
                      >
                        {item.stemExcerpt}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{eju.sections[item.sectionKind]}</Table.Td>
                    <Table.Td>{eju.itemKinds[item.kind]}</Table.Td>
                    <Table.Td>{item.unit}</Table.Td>
                    <Table.Td>{item.difficulty}</Table.Td>
                    <Table.Td>{item.author?.name ?? '—'}</Table.Td>
                    <Table.Td>{t.usedInCount(item.usedIn)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <NumberedPages
            pages={Math.max(1, Math.ceil(query.data.total / PAGE_SIZE))}
            page={page}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}
