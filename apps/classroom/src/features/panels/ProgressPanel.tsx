import type { LectureProgress } from '@academy/api-client/contract';
import { lectureProgressQuery, myLecturesQuery } from '@academy/api-client/queries/learning';
import { EmptyState } from '@academy/ui/EmptyState';
import { formatDateTime } from '@academy/ui/format/date';
import { StatusBadge, type StatusTone } from '@academy/ui/StatusBadge';
import * as ko from '@academy/strings';
import * as classroomStrings from '@academy/strings/classroom';
import { duration, learningStrings } from '@academy/strings/learning';
import { Anchor, Progress, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { lessonHref, Loaded, Section } from './parts.tsx';

const p = learningStrings.panels;
const g = p.progressPanel;
const TONES: Record<LectureProgress['chapters'][number]['details'][number]['status'], StatusTone> =
  {
    NOT_STARTED: 'neutral',
    IN_PROGRESS: 'info',
    COMPLETED: 'success',
  };

function LectureTable({ lectureId }: { lectureId: number }) {
  const query = useQuery(lectureProgressQuery(lectureId));
  return (
    <Loaded query={query}>
      {(progress) => (
        <Stack>
          <Progress
            value={progress.progressRate}
            aria-label={p.progress(progress.lectureTitle, progress.progressRate)}
          />
          <Text size="sm">{classroomStrings.outline.progress(progress.progressRate)}</Text>
          {progress.chapters.map((chapter) => (
            <Section key={chapter.chapterId} title={chapter.chapterTitle}>
              <Table.ScrollContainer minWidth={560}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{g.lesson}</Table.Th>
                      <Table.Th>{g.type}</Table.Th>
                      <Table.Th>{g.status}</Table.Th>
                      <Table.Th>{g.watched}</Table.Th>
                      <Table.Th>{g.lastWatched}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {chapter.details.map((detail) => (
                      <Table.Tr key={detail.detailId}>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={lessonHref(progress.lectureId, detail.detailId)}
                            size="sm"
                          >
                            {detail.detailTitle}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{ko.detailTypes[detail.type]}</Table.Td>
                        <Table.Td>
                          <StatusBadge tone={TONES[detail.status]}>
                            {g.statuses[detail.status]}
                          </StatusBadge>
                        </Table.Td>
                        <Table.Td>
                          {detail.type === 'QUIZ'
                            ? detail.bestScore === null
                              ? '-'
                              : g.score(detail.bestScore)
                            : detail.type === 'OTHER'
                              ? '-'
                              : g.watchedValue(
                                  duration(detail.watchedSeconds),
                                  detail.durationSeconds === null
                                    ? null
                                    : duration(detail.durationSeconds),
                                )}
                        </Table.Td>
                        <Table.Td>
                          {detail.lastWatchedAt ? formatDateTime(detail.lastWatchedAt) : '-'}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Section>
          ))}
        </Stack>
      )}
    </Loaded>
  );
}

/** 학습 진도: per chapter and lesson of one enrolled lecture: status, watched time, last watched. */
export function ProgressPanel() {
  const lectures = useQuery(myLecturesQuery());
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <Loaded query={lectures}>
      {(list) => {
        if (list.length === 0) return <EmptyState message={p.noLectures} />;
        const lectureId = chosen ?? list[0]!.lectureId;
        return (
          <Stack>
            <Select
              label={g.lecture}
              placeholder={g.pick}
              data={list.map((lecture) => ({
                value: String(lecture.lectureId),
                label: lecture.lectureTitle,
              }))}
              value={String(lectureId)}
              onChange={(value) => value && setChosen(Number(value))}
              allowDeselect={false}
              maw={420}
            />
            <LectureTable lectureId={lectureId} />
          </Stack>
        );
      }}
    </Loaded>
  );
}
