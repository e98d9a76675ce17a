import { errorMessage } from '@academy/api-client/errors';
import { teachersQuery } from '@academy/api-client/queries/admin';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { errors } from '@academy/strings/errors';
import { adminStrings } from '@academy/strings/admin';
import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

const t = adminStrings.instructors;

/** spec 2.11: name, user id and avatar per teacher; the details button does nothing yet. */
export function InstructorList() {
  const query = useQuery(teachersQuery());
  if (query.isPending) return <LoadingState variant="skeleton" rows={4} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, errors.admin.instructorsQuery)}
        onRetry={() => void query.refetch()}
      />
    );
  const register = (
    <Button component={Link} to="/admin/instructors/new" w="fit-content">
      {t.register}
    </Button>
  );
  if (query.data.length === 0)
    return (
      <Stack>
        {register}
        <EmptyState message={t.empty} />
      </Stack>
    );
  return (
    <Stack>
      {register}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {query.data.map((teacher) => (
          <Card key={teacher.id} withBorder radius="md">
            <Group wrap="nowrap">
              <Avatar src={teacher.image} alt="" radius="xl" size="lg">
                {teacher.name.slice(0, 1)}
              </Avatar>
              {/* A long email wraps instead of squeezing 상세 to an empty box. */}
              <Stack gap={0} flex={1} miw={0}>
                <Text fw={700}>{teacher.name}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {teacher.userId}
                </Text>
              </Stack>
              <Button variant="default" size="xs" type="button" flex="none">
                {t.details}
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
