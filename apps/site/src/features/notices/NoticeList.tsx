import type { Notice } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { noticesQuery } from '@academy/api-client/queries/site-content';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatShortDate } from '@academy/ui/format/date';
import { formatCount } from '@academy/ui/format/count';
import { LoadingState } from '@academy/ui/LoadingState';
import { PagedListControls } from '@academy/ui/PagedListControls';
import * as errors from '@academy/strings/errors';
import * as siteStrings from '@academy/strings/site';
import { Anchor, Group, Skeleton, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { hasNextNoticePage } from '../../shared/paging.ts';

const t = siteStrings.notices;
/**
 * The notices as a table; while they load (`notices` undefined) the same table with a placeholder
 * row per notice (ten at most), so the paging controls below do not jump when the rows arrive.
 */
export function NoticeRows({
  notices,
  page,
  size,
}: {
  notices: Notice[] | undefined;
  page: number;
  size: number;
}) {
  return (
    <Table striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.subject}</Table.Th>
          <Table.Th visibleFrom="sm">{t.author}</Table.Th>
          <Table.Th visibleFrom="sm">{t.date}</Table.Th>
          <Table.Th visibleFrom="sm">{t.views}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {!notices &&
          Array.from({ length: Math.min(size, 10) }, (_, index) => (
            <Table.Tr key={index}>
              <Table.Td colSpan={4}>
                <Skeleton height="1.55em" width={index % 3 === 2 ? '60%' : '90%'} />
              </Table.Td>
            </Table.Tr>
          ))}
        {notices?.map((notice) => (
          <Table.Tr key={notice.id}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {notice.isImportant && <StatusBadge tone="danger">{t.important}</StatusBadge>}
                <Anchor component={Link} to={`/notices/${notice.id}?page=${page}&size=${size}`}>
                  {notice.title}
                </Anchor>
              </Group>
            </Table.Td>
            <Table.Td visibleFrom="sm">{notice.authorName}</Table.Td>
            <Table.Td visibleFrom="sm">{formatShortDate(notice.createdAt)}</Table.Td>
            <Table.Td visibleFrom="sm">{formatCount(notice.viewCount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function NoticeList({
  page,
  size,
  onPaging,
}: {
  page: number;
  size: number;
  onPaging: (page: number, size: number) => void;
}) {
  const query = useQuery(noticesQuery(page - 1, size));
  let body;
  if (query.isPending)
    body = (
      <LoadingState>
        <NoticeRows notices={undefined} page={page} size={size} />
      </LoadingState>
    );
  else if (query.isError)
    body = (
      <ErrorState
        message={errorMessage(query.error, errors.notice.list)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.length === 0) body = <EmptyState message={t.empty} />;
  else body = <NoticeRows notices={query.data} page={page} size={size} />;

  return (
    <Stack>
      {body}
      <PagedListControls
        page={page - 1}
        pageSize={size}
        hasNext={query.isSuccess && hasNextNoticePage(query.data.length, size)}
        onPageChange={(next) => onPaging(next + 1, size)}
        onPageSizeChange={(nextSize) => onPaging(1, nextSize)}
      />
    </Stack>
  );
}
