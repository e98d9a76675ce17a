// docs/product/screens.md (lesson viewer, live): the placeholder of a LIVE lesson without a
// recording. Its status as the spec's liveStatus (라이브 상태: 방송 예정 / 방송 중 / 종료), the time
// in Korean (12월 3일 (목) 19:00 ~ 21:00) and the join link staff set, which opens
// LIVE_JOIN_EARLY_MINUTES before the start and closes at the end. A timer set to the next change
// moves it along without a reload; the first render shows the server's status, so the server's
// and the browser's first screens agree.
import {
  LIVE_JOIN_EARLY_MINUTES,
  livePhase,
  type ClassroomDetailContent,
  type LivePhase,
  type LiveSchedule,
} from '@academy/api-client/contract';
import * as classroomStrings from '@academy/strings/classroom';
import { formatClock, formatDayTime, seoulDateInput } from '@academy/ui/format/date';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

const t = classroomStrings.viewer;
const l = classroomStrings.liveLesson;
/** A timer never waits longer than this (then looks again): setTimeout's range, a sleeping laptop. */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

const label: Record<LivePhase, string> = {
  SCHEDULED: l.scheduled,
  ON_AIR: l.onAir,
  ENDED: l.ended,
};

/** The clock the placeholder reads: null until mounted, then set again at each change. */
function useLiveClock(live: LiveSchedule | null) {
  const [now, setNow] = useState<number | null>(null);
  const startsAt = live?.startsAt;
  const endsAt = live?.endsAt;
  useEffect(() => {
    if (!startsAt || !endsAt) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const next = livePhase({ startsAt, endsAt }, current).nextChange;
      if (next !== null) timer = setTimeout(tick, Math.min(next - current, LONGEST_WAIT_MS));
    };
    tick();
    return () => clearTimeout(timer);
  }, [startsAt, endsAt]);
  return now;
}

function timeRange(live: LiveSchedule) {
  const sameDay = seoulDateInput(live.startsAt) === seoulDateInput(live.endsAt);
  return `${formatDayTime(live.startsAt)} ~ ${sameDay ? formatClock(live.endsAt) : formatDayTime(live.endsAt)}`;
}

export function LiveLesson({ content }: { content: ClassroomDetailContent }) {
  const live = content.live ?? null;
  const now = useLiveClock(live);
  const state = live && now !== null ? livePhase(live, now) : null;
  const status = state ? label[state.phase] : (content.video?.liveStatus ?? l.scheduled);
  return (
    <Stack gap="xs" align="flex-start">
      <Text fw={700} role="status">
        {t.liveStatus(status)}
      </Text>
      {live ? (
        <>
          <Text>{l.time(timeRange(live))}</Text>
          {state?.phase === 'ENDED' ? (
            <Text size="sm" c="dimmed">
              {l.endedHint}
            </Text>
          ) : live.joinUrl === null ? (
            <Text size="sm" c="dimmed">
              {l.noLink}
            </Text>
          ) : state?.joinable ? (
            <Button
              component="a"
              href={live.joinUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={l.joinLabel(content.title)}
            >
              {l.join}
            </Button>
          ) : (
            <>
              <Button disabled aria-label={l.joinLabel(content.title)}>
                {l.join}
              </Button>
              <Text size="sm" c="dimmed">
                {l.opensAt(LIVE_JOIN_EARLY_MINUTES)}
              </Text>
            </>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {l.noSchedule}
        </Text>
      )}
    </Stack>
  );
}
