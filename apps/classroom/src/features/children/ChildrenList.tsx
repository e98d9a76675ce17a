// The parent's children (docs/product/parents.md): each with the lectures they are enrolled in
// now, opening their progress page (/children/:studentId); a parent may stop following one.
import type { Child } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { myChildrenQuery, useUnfollowChild } from '@academy/api-client/queries/guardians';
import * as guardianStrings from '@academy/strings/messages-guardians';
import { confirm } from '@academy/ui/ConfirmDialog';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDate } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { showToast } from '@academy/ui/toast';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

const t = guardianStrings.children;

function ChildCard({ child }: { child: Child }) {
  const unfollow = useUnfollowChild();
  const stop = async () => {
    const sure = await confirm({
      title: t.unfollowTitle,
      message: t.unfollowConfirm(child.name),
      confirmLabel: t.unfollow,
      destructive: true,
    });
    if (!sure) return;
    unfollow.mutate(child.studentId, {
      onSuccess: (answer) => showToast({ color: 'teal', message: answer.message }),
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, t.loadError) }),
    });
  };
  return (
    <Card withBorder radius="md" component="li">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {child.name}
        </Title>
        <Text size="sm">{t.lectures(child.lectureCount)}</Text>
        <Text size="xs" c="dimmed">
          {t.linkedOn(formatDate(child.linkedAt))}
        </Text>
        <Group gap="xs" mt="xs">
          <Button component={Link} to={`/children/${child.studentId}`}>
            {t.open}
          </Button>
          <Button
            variant="subtle"
            color="red"
            onClick={() => void stop()}
            loading={unfollow.isPending}
          >
            {t.unfollow}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function ChildrenList() {
  const query = useQuery(myChildrenQuery());
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, t.loadError)}
        onRetry={() => void query.refetch()}
        retryLabel={t.retry}
      />
    );
  if (!query.data) return <LoadingState variant="skeleton" rows={3} />;
  if (query.data.length === 0) return <EmptyState message={t.empty} />;
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2 }}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {query.data.map((child) => (
        <ChildCard key={child.studentId} child={child} />
      ))}
    </SimpleGrid>
  );
}
