import type { ClassroomDetailContent } from '@academy/api-client/contract';
import { learningSettingsQuery, watchStateQuery } from '@academy/api-client/queries/learning';
import { StatusBadge } from '@academy/ui/StatusBadge';
import * as classroomStrings from '@academy/strings/classroom';
import { clock, learningStrings } from '@academy/strings/learning';
import * as streaming from '@academy/strings/streaming';
import { Alert, AspectRatio, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { CollapsibleCard } from './CollapsibleCard.tsx';
import { LiveLesson } from './LiveLesson.tsx';
import { useLessonPlayer } from './use-lesson-player.ts';
import { usePlaybackSession } from './use-playback-session.ts';

const t = classroomStrings.viewer;
const p = learningStrings.player;

/** Where the student stands: watched share against the lecture's threshold, or completed. */
function WatchStatus({ detailId }: { detailId: number }) {
  const state = useQuery(watchStateQuery(detailId));
  if (!state.data) {
    return state.isError ? (
      <Text size="sm" c="dimmed">
        {p.stateError}
      </Text>
    ) : null;
  }
  const { watchedRate, completionThreshold, isCompleted } = state.data;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{p.watched(watchedRate, completionThreshold)}</Text>
        {isCompleted && <StatusBadge tone="success">{p.completed}</StatusBadge>}
      </Group>
      <Progress
        value={watchedRate}
        color={isCompleted ? 'teal' : undefined}
        aria-label={p.progressLabel(watchedRate)}
        size="sm"
      />
    </Stack>
  );
}

interface LessonVideoProps {
  content: ClassroomDetailContent;
  /** start playing once ready (the previous lesson ended with autoplay on) */
  autoplay?: boolean;
  onEnded?: () => void;
}

/**
 * docs/product/screens.md + docs/decisions/017-watch-reports.md: the player, for a video (or a live
 * lesson's recording) with an id; it reports what is watched, starts at the student's speed and
 * resumes where they stopped. Otherwise a placeholder (live: LiveLesson, its status, time and link).
 */
export function LessonVideo({ content, autoplay = false, onEnded }: LessonVideoProps) {
  const video = content.video;
  const playable = Boolean(video?.externalVideoId && video.playerUrl);
  return (
    <CollapsibleCard title={t.videoCard}>
      {playable && video?.playerUrl ? (
        <Player
          // a fresh frame, tracker and resume per lesson
          key={content.detailId}
          content={content}
          src={video.playerUrl}
          platform={video.platform}
          autoplay={autoplay}
          onEnded={onEnded}
        />
      ) : content.type === 'LIVE' ? (
        <LiveLesson content={content} />
      ) : (
        <Text c="dimmed">{t.noVideo}</Text>
      )}
    </CollapsibleCard>
  );
}

function Player({
  content,
  src,
  platform,
  autoplay,
  onEnded,
}: {
  content: ClassroomDetailContent;
  src: string;
  platform: string;
  autoplay: boolean;
  onEnded?: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  // the playback session's player link (a token, the shared-account limit); Vimeo keeps its own
  const playback = usePlaybackSession({ detailId: content.detailId, frame });
  const state = useQuery(watchStateQuery(content.detailId));
  const settings = useQuery(learningSettingsQuery());
  // The resume point as the lesson opened (later reports move it; the notice stays put).
  const [openedAt, setOpenedAt] = useState<number | undefined>(undefined);
  if (openedAt === undefined && state.data) setOpenedAt(state.data.resumeAt);
  const [startedOver, setStartedOver] = useState(false);
  const resumeAt = state.isError ? 0 : openedAt;
  const player = useLessonPlayer({
    frame,
    platform,
    lectureId: content.lectureId,
    detailId: content.detailId,
    resumeAt,
    // a failed settings read plays at the player's own speed
    playbackRate: settings.data?.playbackRate,
    record: state.isSuccess,
    autoplay,
    onEnded,
  });
  return (
    <Stack gap="sm">
      <AspectRatio ratio={16 / 9}>
        <iframe
          ref={frame}
          src={platform === 'vimeo' ? src : (playback.playerUrl ?? undefined)}
          title={t.playerTitle(content.title)}
          // `allow` grants fullscreen; the older allowFullScreen beside it makes Chrome warn.
          allow="autoplay; fullscreen; picture-in-picture"
          style={{ border: 0 }}
        />
      </AspectRatio>
      {(playback.takenOver ?? playback.error) && (
        <Alert color="yellow" role="alert" title={streaming.takeover.title}>
          <Text size="sm">{playback.takenOver ?? playback.error}</Text>
          <Button size="compact-sm" mt="xs" onClick={playback.restart}>
            {streaming.takeover.playHere}
          </Button>
        </Alert>
      )}
      {resumeAt !== undefined && resumeAt > 0 && !startedOver && (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} aria-live="polite">
            {p.resumeAt(clock(resumeAt))}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => {
              setStartedOver(true);
              player.startOver();
            }}
          >
            {p.startOver}
          </Button>
        </Group>
      )}
      <WatchStatus detailId={content.detailId} />
      {player.reportFailed && (
        <Text size="sm" c="dimmed" role="status">
          {p.reportError}
        </Text>
      )}
    </Stack>
  );
}
