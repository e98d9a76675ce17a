import { errorMessage } from '@academy/api-client/errors';
import { noticeQuery } from '@academy/api-client/queries/site-content';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { formatCount } from '@academy/ui/format/count';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import * as errors from '@academy/strings/errors';
import * as siteStrings from '@academy/strings/site';
import { Button, Divider, Group, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

const t = siteStrings.notices;

/**
 * One notice with a back-to-list button that returns to the same page and size
 * (docs/product/screens.md).
 */
export function NoticeDetail({ id, backTo }: { id: number; backTo: string }) {
  const query = useQuery(noticeQuery(id));
  const back = (
    <Button component={Link} to={backTo} variant="default" w="fit-content">
      {t.backToList}
    </Button>
  );
  if (query.isPending) return <LoadingState variant="skeleton" rows={6} />;
  if (query.isError) {
    return (
      <Stack>
        <ErrorState
          message={errorMessage(query.error, errors.notice.detail)}
          onRetry={() => void query.refetch()}
        />
        {back}
      </Stack>
    );
  }
  const notice = query.data;
  return (
    <Stack>
      <Paper withBorder radius="md" p="lg" component="article">
        <Group gap="xs" mb="xs">
          {notice.isImportant && (
            // The list's badge: white on Mantine's filled red 7 was 3.9:1, below AA (axe: serious).
            <StatusBadge tone="danger">{t.important}</StatusBadge>
          )}
          <Title order={1} size="h2">
            {notice.title}
          </Title>
        </Group>
        <Group gap="lg" c="dimmed">
          <Text size="sm">
            {t.author} {notice.authorName}
          </Text>
          <Text size="sm">
            {t.date} {formatDateTime(notice.createdAt)}
          </Text>
          <Text size="sm">
            {t.views} {formatCount(notice.viewCount)}
          </Text>
        </Group>
        <Divider my="md" />
        {/* The body is staff's rich text, sanitised by the server (an allow-list of tags; no
            scripts or handlers); plain-text notices keep their line breaks. */}
        <Typography style={{ whiteSpace: 'pre-wrap' }}>
          <div dangerouslySetInnerHTML={{ __html: notice.content }} />
        </Typography>
      </Paper>
      {back}
    </Stack>
  );
}
