// A picked video's HLS packaging in the lesson editor (docs/product/player.md): 패키징 대기/중/완료,
// a failure with its reason, or that this server plays it as its MP4. Nothing for a video the
// caller cannot read (another teacher's) or the hosting service's.
import { videoStreamingQuery } from '@academy/api-client/queries/playback';
import * as streaming from '@academy/strings/streaming';
import { Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

const t = streaming.packaging;
const colors = {
  QUEUED: 'gray',
  PACKAGING: 'blue',
  READY: 'teal',
  FAILED: 'red',
  UNAVAILABLE: 'gray',
};

export function StreamingStatus({ videoId }: { videoId: string }) {
  const query = useQuery(videoStreamingQuery(videoId));
  const status = query.data?.streaming;
  if (!status) return null;
  return (
    <Group gap="xs" role="status">
      <Badge color={colors[status.state]} variant="light">
        {t[status.state]}
      </Badge>
      {status.state === 'READY' && (
        <Text size="sm" c="dimmed">
          {status.renditions.map((height) => `${height}p`).join(' · ')}
        </Text>
      )}
      {status.state === 'FAILED' && status.error && (
        <Text size="sm" c="red">
          {t.failed(status.error)}
        </Text>
      )}
      {status.state === 'UNAVAILABLE' && (
        <Text size="sm" c="dimmed">
          {t.noFfmpeg}
        </Text>
      )}
    </Group>
  );
}
