// The orders (docs/product/coupons-and-orders.md: Orders and shipping (staff)): newest first, a
// page at a time, filtered by state, payment method, lecture and the days ordered, searched by
// order number or the start of a student's name or email; the filtered list as CSV after a reason.
// A teacher sees only orders with their lectures' lines, and only those lines and sums.
import {
  ADMIN_ORDER_LIMITS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type AdminOrderQuery,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { myLecturesQuery } from '@academy/api-client/queries/admin';
import { adminOrdersQuery } from '@academy/api-client/queries/admin-orders';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { formatDateTime } from '@academy/ui/format/date';
import { formatWon } from '@academy/ui/format/won';
import * as orderStrings from '@academy/strings/admin-orders';
import { Anchor, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { NumberedPages } from '../../shared/NumberedPages.tsx';
import { ORDER_TONE } from './order-labels.ts';

const t = orderStrings.admin;
const PAGE_SIZE = ADMIN_ORDER_LIMITS.pageSize;
const OrdersExportDialog = lazy(() =>
  import('./OrdersExportDialog.tsx').then((module) => ({ default: module.OrdersExportDialog })),
);

export const orderFirstQuery = () => adminOrdersQuery({ page: '0', size: String(PAGE_SIZE) });

type Filters = {
  status: string;
  method: string;
  lectureId: string;
  from: string;
  to: string;
  q: string;
};
const NO_FILTERS: Filters = { status: '', method: '', lectureId: '', from: '', to: '', q: '' };

function queryOf(filters: Filters, page: number): AdminOrderQuery {
  const query: AdminOrderQuery = { page: String(page), size: String(PAGE_SIZE) };
  if (filters.status) query.status = filters.status as AdminOrderQuery['status'];
  if (filters.method) query.method = filters.method as AdminOrderQuery['method'];
  if (filters.lectureId) query.lectureId = filters.lectureId;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.q.trim()) query.q = filters.q.trim();
  return query;
}

export function OrderList() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [debounced] = useDebouncedValue(filters, 300);
  const request = queryOf(debounced, page);
  const query = useQuery(adminOrdersQuery(request));
  const lectures = useQuery(myLecturesQuery());
  const set = (name: keyof Filters) => (value: string | null) => {
    setFilters((current) => ({ ...current, [name]: value ?? '' }));
    setPage(0);
  };
  const all = { value: '', label: t.all };

  let body;
  if (query.isPending) body = <LoadingState variant="skeleton" rows={6} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={errorMessage(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.items.length === 0) body = <EmptyState message={t.empty} />;
  else
    body = (
      <>
        <Text size="sm" c="dimmed">
          {t.count(query.data.total)}
        </Text>
        <Table.ScrollContainer minWidth={960}>
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.orderNo}</Table.Th>
                <Table.Th>{t.orderedAt}</Table.Th>
                <Table.Th>{t.student}</Table.Th>
                <Table.Th>{t.items}</Table.Th>
                <Table.Th>{t.method}</Table.Th>
                <Table.Th>{t.total}</Table.Th>
                <Table.Th>{t.status}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.items.map((order) => {
                const [first, ...rest] = order.lines;
                return (
                  <Table.Tr key={order.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/admin/orders/${order.id}`}
                        aria-label={t.detailLabel(order.orderNo)}
                        ff="monospace"
                        size="sm"
                      >
                        {order.orderNo}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatDateTime(order.createdAt)}</Table.Td>
                    <Table.Td>
                      {order.student.name}
                      <Text size="xs" c="dimmed">
                        {order.student.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {first
                        ? rest.length
                          ? t.moreLines(first.title, rest.length)
                          : first.title
                        : '-'}
                    </Table.Td>
                    <Table.Td>{orderStrings.methods[order.method]}</Table.Td>
                    <Table.Td>{formatWon(order.total)}</Table.Td>
                    <Table.Td>
                      <StatusBadge tone={ORDER_TONE[order.status]}>
                        {orderStrings.orderStatuses[order.status]}
                      </StatusBadge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <NumberedPages
          pages={Math.ceil(query.data.total / PAGE_SIZE)}
          page={page}
          onPage={setPage}
        />
      </>
    );

  return (
    <Stack>
      <Group role="search" aria-label={t.search} align="flex-end" wrap="wrap">
        <TextInput
          label={t.search}
          value={filters.q}
          onChange={(event) => set('q')(event.currentTarget.value)}
          w={260}
        />
        <Select
          label={t.status}
          data={[
            all,
            ...ORDER_STATUSES.map((value) => ({ value, label: orderStrings.orderStatuses[value] })),
          ]}
          value={filters.status}
          onChange={set('status')}
          allowDeselect={false}
          w={140}
        />
        <Select
          label={t.method}
          data={[
            all,
            ...PAYMENT_METHODS.map((value) => ({ value, label: orderStrings.methods[value] })),
          ]}
          value={filters.method}
          onChange={set('method')}
          allowDeselect={false}
          w={140}
        />
        <Select
          label={t.lecture}
          data={[
            all,
            ...(lectures.data ?? []).map((lecture) => ({
              value: String(lecture.lectureId),
              label: lecture.title,
            })),
          ]}
          value={filters.lectureId}
          onChange={set('lectureId')}
          allowDeselect={false}
          searchable
          w={220}
        />
        <TextInput
          type="date"
          label={t.from}
          value={filters.from}
          onChange={(event) => set('from')(event.currentTarget.value)}
          w={160}
        />
        <TextInput
          type="date"
          label={t.to}
          value={filters.to}
          onChange={(event) => set('to')(event.currentTarget.value)}
          w={160}
        />
        <Button
          variant="default"
          onClick={() => {
            setFilters(NO_FILTERS);
            setPage(0);
          }}
        >
          {t.reset}
        </Button>
        <Button variant="light" onClick={() => setExporting(true)}>
          {t.exportCsv}
        </Button>
      </Group>
      {body}
      {exporting && (
        <Suspense fallback={null}>
          <OrdersExportDialog query={request} onClose={() => setExporting(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
