import type { CaptionTrack, ClassroomDetailContent } from '@academy/api-client/contract';
import { learningSettingsQuery, watchStateQuery } from '@academy/api-client/queries/learning';
import { StatusBadge } from '@academy/ui/StatusBadge';
import * as classroomStrings from '@academy/strings/classroom';
import { clock, learningStrings } from '@academy/strings/learning';
import * as streaming from '@academy/strings/streaming';
import { Alert, AspectRatio, Box, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { CaptionOverlay } from './CaptionOverlay.tsx';
import { CollapsibleCard } from './CollapsibleCard.tsx';
import { LiveLesson } from './LiveLesson.tsx';
import { PlayerControls, ShortcutsDialog } from './PlayerControls.tsx';
import { useLessonPlayer } from './use-lesson-player.ts';
import { usePlaybackSession } from './use-playback-session.ts';
import { usePlayerControls } from './use-player-controls.ts';
import { usePlayerKeys, useWrapperFullscreen } from './use-player-keys.ts';
import { Watermark } from './Watermark.tsx';

const t = classroomStrings.viewer;
const NO_CAPTIONS: CaptionTrack[] = [];
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
 * resumes where they stopped, with docs/product/player-controls.md's controls, captions and
 * watermark over it. Otherwise a placeholder (live: LiveLesson, its status, time and link).
 */
export function LessonVideo({ content, autoplay = false, onEnded }: LessonVideoProps) {
  const video = content.video;
  // The local host's player link comes from a playback session (use-playback-session.ts); the
  // lesson read hands a student none. Vimeo's is in the read.
  const playable = Boolean(
    video?.externalVideoId && (video.platform !== 'vimeo' || video.playerUrl),
  );
  return (
    <CollapsibleCard title={t.videoCard}>
      {playable && video ? (
        <Player
          // a fresh frame, tracker and resume per lesson
          key={content.detailId}
          content={content}
          src={video.playerUrl ?? ''}
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

/** The player's link with the frame's own controls off: ours replace them (harmless where unknown). */
export function withoutNativeControls(src: string) {
  if (src.startsWith('about:')) return src;
  return `${src}${src.includes('?') ? '&' : '?'}controls=0`;
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
  const wrapper = useRef<HTMLDivElement>(null);
  const state = useQuery(watchStateQuery(content.detailId));
  const settings = useQuery(learningSettingsQuery());
  // The resume point as the lesson opened (later reports move it; the notice stays put).
  const [openedAt, setOpenedAt] = useState<number | undefined>(undefined);
  if (openedAt === undefined && state.data) setOpenedAt(state.data.resumeAt);
  const [startedOver, setStartedOver] = useState(false);
  const resumeAt = state.isError ? 0 : openedAt;
  const controls = usePlayerControls(content.captions ?? NO_CAPTIONS);
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
    onPlayerEvent: controls.onPlayerEvent,
  });
  controls.playerRef.current = player.player;
  const fullscreen = useWrapperFullscreen(wrapper);
  const [helpOpen, setHelpOpen] = useState(false);
  usePlayerKeys(wrapper, (action) => {
    switch (action) {
      case 'playPause':
        return controls.togglePlay();
      case 'back10':
        return controls.skip(-10);
      case 'forward10':
        return controls.skip(10);
      case 'back5':
        return controls.skip(-5);
      case 'forward5':
        return controls.skip(5);
      case 'slower':
        return controls.stepRate(-1);
      case 'faster':
        return controls.stepRate(1);
      case 'captions':
        return controls.toggleCaptions();
      case 'setA':
        return controls.setA();
      case 'setB':
        return controls.setB();
      case 'clearRepeat':
        return controls.clearRepeat();
      case 'fullscreen':
        return fullscreen.toggle();
      case 'help':
        return setHelpOpen(true);
    }
  });
  return (
    <Stack gap="sm">
      <Box
        ref={wrapper}
        tabIndex={-1}
        data-player-wrapper
        aria-label={t.playerTitle(content.title)}
        role="group"
        style={
          fullscreen.pseudo
            ? { position: 'fixed', inset: 0, zIndex: 1000, background: '#000', overflow: 'auto' }
            : fullscreen.active
              ? {
                  background: '#000',
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'center',
                }
              : undefined
        }
      >
        <AspectRatio ratio={16 / 9} style={{ position: 'relative' }}>
          <div style={{ position: 'relative', width: '100%', height: '100%' }}>
            <iframe
              ref={frame}
              src={
                platform === 'vimeo'
                  ? withoutNativeControls(src)
                  : playback.playerUrl
                    ? withoutNativeControls(playback.playerUrl)
                    : undefined
              }
              title={t.playerTitle(content.title)}
              // `allow` grants fullscreen; the older allowFullScreen beside it makes Chrome warn.
              allow="autoplay; fullscreen; picture-in-picture"
              style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
            />
            {controls.track && (
              <CaptionOverlay
                detailId={content.detailId}
                track={controls.track}
                time={controls.time}
              />
            )}
            {content.watermark && <Watermark text={content.watermark.text} />}
          </div>
        </AspectRatio>
        <Box
          p={4}
          bg={fullscreen.active || fullscreen.pseudo ? 'var(--mantine-color-body)' : undefined}
        >
          <PlayerControls
            state={controls}
            fullscreen={fullscreen.active || fullscreen.pseudo}
            onFullscreen={fullscreen.toggle}
            onHelp={() => setHelpOpen(true)}
          />
        </Box>
        <ShortcutsDialog
          opened={helpOpen}
          onClose={() => setHelpOpen(false)}
          target={fullscreen.active || fullscreen.pseudo ? wrapper.current : null}
        />
      </Box>
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
