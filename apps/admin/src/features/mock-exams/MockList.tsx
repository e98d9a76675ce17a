// The mocks' list (docs/product/mock-exams.md: 출제와 문제은행): a teacher's own mocks (an admin's:
// all), newest first, with state, window and counts; each opens its editor and its results.
import { mockPhase } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { mockExamsQuery } from '@academy/api-client/queries/mock-authoring';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { formatDateTime } from '@academy/ui/format/date';
import * as eju from '@academy/strings/eju';
import * as ma from '@academy/strings/mock-authoring';
import { Anchor, Button, Group, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PHASE_TONE } from './phase.ts';

const t = ma.mock;

export function MockList() {
  const query = useQuery(mockExamsQuery());
  const create = (
    <Button component={Link} to="/admin/mock-exams/new" w="fit-content">
      {t.add}
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
      <Table.ScrollContainer minWidth={760}>
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.titleField}</Table.Th>
              <Table.Th>{t.subject}</Table.Th>
              <Table.Th>{t.status}</Table.Th>
              <Table.Th>{t.window}</Table.Th>
              <Table.Th>{t.sections}</Table.Th>
              <Table.Th>{t.items}</Table.Th>
              <Table.Th>{t.sittings}</Table.Th>
              <Table.Th>{t.results}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((mock) => {
              const phase = mockPhase(mock);
              return (
                <Table.Tr key={mock.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/admin/mock-exams/${mock.id}`}
                      aria-label={t.editLabel(mock.title)}
                    >
                      {mock.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{eju.subjects[mock.subject]}</Table.Td>
                  <Table.Td>
                    <StatusBadge tone={PHASE_TONE[phase]}>{ma.status[phase]}</StatusBadge>
                  </Table.Td>
                  <Table.Td>
                    {mock.opensAt && mock.closesAt
                      ? `${formatDateTime(mock.opensAt)} ~ ${formatDateTime(mock.closesAt)}`
                      : t.noWindow}
                  </Table.Td>
                  <Table.Td>{mock.sectionCount}</Table.Td>
                  <Table.Td>{mock.itemCount}</Table.Td>
                  <Table.Td>{mock.sittingCount}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor
                        component={Link}
                        to={`/admin/mock-exams/${mock.id}/results`}
                        aria-label={t.resultsLabel(mock.title)}
                        size="sm"
                      >
                        {t.results}
                      </Anchor>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
