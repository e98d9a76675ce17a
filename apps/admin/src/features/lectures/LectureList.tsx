import { StatusBadge } from '@academy/ui/StatusBadge';
import { errorMessage } from '@academy/api-client/errors';
import { myLecturesQuery } from '@academy/api-client/queries/admin';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatWon } from '@academy/ui/format/won';
import { LoadingState } from '@academy/ui/LoadingState';
import * as errors from '@academy/strings/errors';
import * as adminStrings from '@academy/strings/admin';
import { authoringStrings } from '@academy/strings/authoring';
import { Anchor, Button, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

const t = adminStrings.lectures;

/**
 * The teacher's own lectures; a row opens the detail with the lecture as state
 * (docs/product/screens.md).
 */
export function LectureList() {
  const query = useQuery(myLecturesQuery());
  if (query.isPending) return <LoadingState variant="skeleton" rows={5} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, errors.admin.lecturesLoad)}
        onRetry={() => void query.refetch()}
      />
    );
  const create = (
    <Button component={Link} to="/admin/lectures/new" w="fit-content">
      {t.create}
    </Button>
  );
  if (query.data.length === 0)
    return (
      <Stack>
        {create}
        <EmptyState message={t.empty} />
      </Stack>
    );
  return (
    <Stack>
      {create}
      <Table highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.name}</Table.Th>
            <Table.Th>{t.category}</Table.Th>
            <Table.Th>{t.price}</Table.Th>
            <Table.Th>{authoringStrings.lecture.status}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((lecture) => (
            <Table.Tr key={lecture.lectureId}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/admin/lectures/${lecture.lectureId}`}
                  state={{ lecture }}
                >
                  {lecture.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{lecture.category ?? '-'}</Table.Td>
              <Table.Td>{formatWon(lecture.price)}</Table.Td>
              <Table.Td>
                <StatusBadge tone={lecture.status === 'PUBLISHED' ? 'success' : 'neutral'}>
                  {authoringStrings.lecture.statuses[lecture.status]}
                </StatusBadge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
