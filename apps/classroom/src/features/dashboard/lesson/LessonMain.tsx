import type { ClassroomDetailContent } from '@academy/api-client/contract';
import { classroomLectureQuery } from '@academy/api-client/queries/classroom';
import { learningSettingsQuery } from '@academy/api-client/queries/learning';
import { learningStrings } from '@academy/strings/learning';
import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LessonVideo } from './LessonVideo.tsx';
import { nextUnfinished } from './next-lesson.ts';
import { QuizCard } from './QuizCard.tsx';

const p = learningStrings.player;
/** How long the "next lesson plays soon" notice waits before moving on. */
export const AUTOPLAY_DELAY_MS = 5000;

/**
 * The lesson's main card (the player, or the quiz for a quiz lesson) and, under it,
 * docs/decisions/017-watch-reports.md's "다음 강의" button to the next unfinished lesson. With 다음 강의 자동
 * 재생 on, a video that ends moves on to it after a short notice that can be cancelled, and plays it.
 */
export function LessonMain({ content }: { content: ClassroomDetailContent }) {
  const [, setParams] = useSearchParams();
  const location = useLocation();
  const autoplay = (location.state as { autoplay?: boolean } | null)?.autoplay === true;
  const lecture = useQuery(classroomLectureQuery(content.lectureId));
  const settings = useQuery(learningSettingsQuery());
  const next = lecture.data ? nextUnfinished(lecture.data, content.detailId) : null;
  const [countdown, setCountdown] = useState(false);

  const open = (detailId: number) => {
    setCountdown(false);
    setParams({ lecture: String(content.lectureId), detail: String(detailId) });
  };

  const nextId = next?.detailId;
  useEffect(() => {
    if (!countdown || nextId === undefined) return;
    const timer = setTimeout(() => {
      setCountdown(false);
      setParams(
        { lecture: String(content.lectureId), detail: String(nextId) },
        { state: { autoplay: true } },
      );
    }, AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [countdown, nextId, content.lectureId, setParams]);

  return (
    <>
      {content.type === 'QUIZ' ? (
        <QuizCard key={content.detailId} content={content} />
      ) : (
        <LessonVideo
          content={content}
          autoplay={autoplay}
          onEnded={() => {
            if (settings.data?.autoplayNext) setCountdown(true);
          }}
        />
      )}
      {lecture.data && (
        <Group justify="space-between" gap="xs">
          {countdown && next ? (
            <Group gap="xs" role="status">
              <Text size="sm">{p.autoplayNext(next.detailTitle)}</Text>
              <Button size="compact-sm" variant="subtle" onClick={() => setCountdown(false)}>
                {p.cancelAutoplay}
              </Button>
            </Group>
          ) : (
            <span />
          )}
          {next ? (
            <Button
              onClick={() => open(next.detailId)}
              aria-label={p.nextLessonTitle(next.detailTitle)}
            >
              {p.nextLesson}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {p.allDone}
            </Text>
          )}
        </Group>
      )}
    </>
  );
}
