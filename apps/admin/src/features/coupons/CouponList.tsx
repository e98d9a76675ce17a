// The coupons (docs/product/coupons-and-orders.md: Coupons): newest first with their state, amount,
// window and uses; a search by code or name, a state filter, a page at a time. A teacher sees only
// coupons limited to their own lectures (the server's rule).
import {
  COUPON_STATES,
  type Coupon,
  type CouponListQuery,
  type CouponState,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { couponListQuery } from '@academy/api-client/queries/coupons';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge, type StatusTone } from '@academy/ui/StatusBadge';
import { formatWon } from '@academy/ui/format/won';
import * as couponStrings from '@academy/strings/coupons';
import { Anchor, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { NumberedPages } from '../../shared/NumberedPages.tsx';
import { SwitchCouponButton } from './SwitchCouponButton.tsx';

const t = couponStrings.admin;
const PAGE_SIZE = 20;

export const couponFirstQuery = () => couponListQuery({ page: '0', size: String(PAGE_SIZE) });

const TONE: Record<CouponState, StatusTone> = {
  ACTIVE: 'success',
  SCHEDULED: 'info',
  EXPIRED: 'neutral',
  USED_UP: 'warning',
  DISABLED: 'danger',
};

/** `5,000원` or `10% (최대 20,000원)`, with the minimum when there is one. */
export function couponAmount(coupon: Coupon) {
  if (coupon.kind === 'FIXED') return formatWon(coupon.value);
  const cap = coupon.maxDiscount ? ` (${t.capOf(formatWon(coupon.maxDiscount))})` : '';
  return `${t.percentOf(coupon.value)}${cap}`;
}

export function CouponList() {
  const [search, setSearch] = useState('');
  const [state, setState] = useState<CouponState | ''>('');
  const [page, setPage] = useState(0);
  const [q] = useDebouncedValue(search.trim(), 300);
  const request: CouponListQuery = { page: String(page), size: String(PAGE_SIZE) };
  if (q) request.q = q;
  if (state) request.state = state;
  const query = useQuery(couponListQuery(request));
  const add = (
    <Button component={Link} to="/admin/coupons/new" w="fit-content">
      {t.add}
    </Button>
  );

  let body;
  if (query.isPending) body = <LoadingState variant="skeleton" rows={5} />;
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
        <Table.ScrollContainer minWidth={900}>
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.code}</Table.Th>
                <Table.Th>{t.name}</Table.Th>
                <Table.Th>{t.value}</Table.Th>
                <Table.Th>{t.window}</Table.Th>
                <Table.Th>{t.lectures}</Table.Th>
                <Table.Th>{t.uses}</Table.Th>
                <Table.Th>{t.state}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.items.map((coupon) => (
                <Table.Tr key={coupon.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/admin/coupons/${coupon.id}`}
                      aria-label={t.editLabel(coupon.code)}
                      ff="monospace"
                    >
                      {coupon.code}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{coupon.name}</Table.Td>
                  <Table.Td>
                    {couponAmount(coupon)}
                    {coupon.minAmount > 0 && (
                      <Text size="xs" c="dimmed">
                        {t.minOf(formatWon(coupon.minAmount))}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{`${coupon.startsOn} ~ ${coupon.endsOn}`}</Table.Td>
                  <Table.Td>
                    {coupon.lectures.length === 0
                      ? t.allLectures
                      : coupon.lectures.map((lecture) => lecture.title).join(', ')}
                  </Table.Td>
                  <Table.Td>
                    {t.usesOf(coupon.usedCount, coupon.paidUses)}
                    {coupon.totalLimit !== null && ` / ${coupon.totalLimit}`}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge tone={TONE[coupon.state]}>
                      {couponStrings.states[coupon.state]}
                    </StatusBadge>
                  </Table.Td>
                  <Table.Td>
                    <SwitchCouponButton coupon={coupon} />
                  </Table.Td>
                </Table.Tr>
              ))}
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
      {add}
      <Group role="search" aria-label={t.search} align="flex-end" wrap="wrap">
        <TextInput
          label={t.search}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(0);
          }}
          w={260}
        />
        <Select
          label={t.stateFilter}
          data={[
            { value: '', label: t.allStates },
            ...COUPON_STATES.map((value) => ({ value, label: couponStrings.states[value] })),
          ]}
          value={state}
          onChange={(value) => {
            setState((value ?? '') as CouponState | '');
            setPage(0);
          }}
          allowDeselect={false}
          w={160}
        />
      </Group>
      {body}
    </Stack>
  );
}
