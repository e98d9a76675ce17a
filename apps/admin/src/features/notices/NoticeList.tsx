import { formatDateTime } from '@academy/ui/format/date';
// staff's notices, scheduled ones included, newest first: write, edit, delete
// (docs/decisions/018-staff-authoring.md).
import type { AdminNotice } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { staffNoticesQuery, useDeleteNotice } from '@academy/api-client/queries/authoring';
import { confirm } from '@academy/ui/ConfirmDialog';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { authoringStrings } from '@academy/strings/authoring';
import { Anchor, Button, Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import { showToast } from '@academy/ui/toast';
import { NumberedPages } from '../../shared/NumberedPages.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';

const t = authoringStrings.notices;
const PAGE_SIZE = 20;

/** A page of the staff's notices (0-based; the list opens on the first). */
export const noticeListQuery = (page = 0) => staffNoticesQuery(page, PAGE_SIZE);

function Row({ notice }: { notice: AdminNotice }) {
  const remove = useDeleteNotice();
  async function onDelete() {
    if (!(await confirm({ message: t.confirmDelete(notice.title), destructive: true }))) return;
    remove.mutate(notice.id, {
      onSuccess: (response) => showToast({ color: 'teal', message: response.message }),
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, t.loadFailed) }),
    });
  }
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {notice.isImportant && <StatusBadge tone="danger">{t.important}</StatusBadge>}
          <Anchor component={Link} to={`/admin/notices/${notice.id}/edit`}>
            {notice.title}
          </Anchor>
        </Group>
      </Table.Td>
      <Table.Td>
        {/* StatusBadge: its words keep 4.5:1 on the tint (Mantine's light badge does not). */}
        <StatusBadge tone={notice.isPublished ? 'success' : 'warning'}>
          {notice.isPublished ? t.published : t.scheduled}
        </StatusBadge>
      </Table.Td>
      <Table.Td>{formatDateTime(notice.publishAt)}</Table.Td>
      <Table.Td>{notice.viewCount}</Table.Td>
      <Table.Td>
        <Button
          size="xs"
          color="red"
          variant="light"
          loading={remove.isPending}
          onClick={() => void onDelete()}
          aria-label={`${notice.title} ${t.remove}`}
        >
          {t.remove}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export function NoticeList() {
  const [page, setPage] = useState(0);
  const query = useQuery(noticeListQuery(page));
  const create = (
    <Button component={Link} to="/admin/notices/new" w="fit-content">
      {t.create}
    </Button>
  );
  if (query.isPending) return <LoadingState variant="skeleton" rows={5} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0 && page === 0)
    return (
      <Stack>
        {create}
        <EmptyState message={t.empty} />
      </Stack>
    );
  // A full page may have a next one (the list answers pages, not a total).
  const pages = page + (query.data.length === PAGE_SIZE ? 2 : 1);
  return (
    <Stack>
      {create}
      <Table.ScrollContainer minWidth={640}>
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.title}</Table.Th>
              <Table.Th>{t.status}</Table.Th>
              <Table.Th>{t.publishAt}</Table.Th>
              <Table.Th>{t.views}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t.remove}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((notice) => (
              <Row key={notice.id} notice={notice} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <NumberedPages pages={pages} page={page} onPage={setPage} />
    </Stack>
  );
}
