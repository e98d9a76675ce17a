import { myLecturesQuery } from '@academy/api-client/queries/learning';
import { EmptyState } from '@academy/ui/EmptyState';
import { learningStrings } from '@academy/strings/learning';
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LectureCard } from './LectureCard.tsx';
import { Loaded } from './parts.tsx';

/** 내 강의: every enrolment with its progress, days left, next unfinished lesson and 일시정지. */
export function CoursesPanel() {
  const query = useQuery(myLecturesQuery());
  return (
    <Loaded query={query}>
      {(lectures) =>
        lectures.length === 0 ? (
          <EmptyState message={learningStrings.panels.noLectures} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {lectures.map((lecture) => (
              <LectureCard key={lecture.lectureId} lecture={lecture} withPause />
            ))}
          </SimpleGrid>
        )
      }
    </Loaded>
  );
}
