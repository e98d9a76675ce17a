import type { Course, CourseLesson } from '@academy/api-client/contract';
import { errorMessage, isApiError } from '@academy/api-client/errors';
import { courseQuery } from '@academy/api-client/queries/courses';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatWon } from '@academy/ui/format/won';
import { LoadingState } from '@academy/ui/LoadingState';
import { coursePage as t } from '@academy/strings/courses';
import * as ko from '@academy/strings';
import * as errors from '@academy/strings/errors';
import * as siteStrings from '@academy/strings/site';
import { Anchor, Avatar, Badge, Card, Grid, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoursePreview } from './CoursePreview.tsx';
import { BuyButtons } from './BuyButtons.tsx';
import { LectureRatingLine } from './LectureRatingLine.tsx';

const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

function Lesson({ lesson }: { lesson: CourseLesson }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" py={6}>
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Text size="xs" c="dimmed" w={40} style={{ flexShrink: 0 }}>
          {ko.detailTypes[lesson.type]}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {lesson.title}
        </Text>
        {lesson.isPreview && (
          <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
            {t.previewBadge}
          </Badge>
        )}
      </Group>
      {lesson.durationSeconds !== null && (
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {t.lessonMinutes(minutes(lesson.durationSeconds))}
        </Text>
      )}
    </Group>
  );
}

function Curriculum({ course }: { course: Course }) {
  const lessons = course.chapters.reduce((sum, chapter) => sum + chapter.lessons.length, 0);
  return (
    <Stack component="section" aria-labelledby="course-curriculum" gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="course-curriculum">
          {t.curriculumTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {t.curriculumSummary(course.chapters.length, lessons)}
        </Text>
      </Group>
      {course.chapters.length === 0 && <Text c="dimmed">{t.emptyCurriculum}</Text>}
      {course.chapters.map((chapter) => (
        <Card key={chapter.chapterId} withBorder radius="md" padding="md">
          <Title order={3} size="h5">
            {chapter.title}
          </Title>
          <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {chapter.lessons.map((lesson) => (
              <Lesson key={lesson.detailId} lesson={lesson} />
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function Facts({ course, rating }: { course: Course; rating: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="aside" aria-label={t.priceLabel}>
      <Stack gap="xs">
        {rating}
        <Group justify="space-between">
          <Text c="dimmed" size="sm">
            {t.priceLabel}
          </Text>
          <Text fw={800} size="xl">
            {formatWon(course.price)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text c="dimmed" size="sm">
            {t.periodLabel}
          </Text>
          <Text size="sm">
            {course.period > 0 ? t.periodDays(course.period) : t.periodUnlimited}
          </Text>
        </Group>
        {course.textbookName && (
          <Group justify="space-between">
            <Text c="dimmed" size="sm">
              {t.textbookLabel}
            </Text>
            <Text size="sm">{course.textbookName}</Text>
          </Group>
        )}
        <BuyButtons lecture={course} />
      </Stack>
    </Card>
  );
}

/**
 * A published lecture's course page (docs/product/screens.md): what it covers, its curriculum
 * (titles and lengths), the free preview, the instructor, period and price, its reviews (the
 * route passes them in) and 바로 구매 / 장바구니. `notFound` is drawn when the lecture is not offered.
 */
export function CourseOverview({
  lectureId,
  reviews,
  rating,
  notFound,
}: {
  lectureId: number;
  reviews: ReactNode;
  rating?: { average: number | null; count: number } | null;
  notFound: ReactNode;
}) {
  const query = useQuery(courseQuery(lectureId));
  if (query.isPending) return <LoadingState variant="skeleton" rows={8} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return notFound;
    return (
      <ErrorState
        message={errorMessage(query.error, errors.transport.server)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const course = query.data;
  const preview = course.chapters
    .flatMap((chapter) => chapter.lessons)
    .find((one) => one.isPreview);
  return (
    <Stack gap="xl">
      <Anchor component={Link} to="/courses" size="sm">
        {t.backToList}
      </Anchor>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg" miw={0}>
            <Stack gap={4}>
              {(course.category || course.course) && (
                <Text size="sm" c="dimmed">
                  {[course.category, course.course].filter(Boolean).join(' · ')}
                </Text>
              )}
              <Title order={1}>{course.title}</Title>
              {course.subtitle && <Text size="lg">{course.subtitle}</Text>}
              <Text size="sm" fw={600}>
                {t.teacher(course.teacherName)}
              </Text>
            </Stack>
            {course.thumbnailUrl && (
              <Image
                src={course.thumbnailUrl}
                alt=""
                width={1200}
                height={800}
                radius="md"
                style={{ aspectRatio: '3 / 2', height: 'auto' }}
              />
            )}
            <Stack component="section" aria-labelledby="course-overview" gap="xs">
              <Title order={2} size="h3" id="course-overview">
                {t.overviewTitle}
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {course.description || siteStrings.purchase.defaultDescription}
              </Text>
              {course.target && (
                <Text size="sm" c="dimmed">
                  {course.target}
                </Text>
              )}
            </Stack>
            <Stack component="section" aria-labelledby="course-preview" gap="xs">
              <Title order={2} size="h3" id="course-preview">
                {t.previewTitle}
              </Title>
              {preview ? (
                <CoursePreview lectureId={course.lectureId} title={preview.title} />
              ) : (
                <Text c="dimmed">{t.noPreview}</Text>
              )}
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Facts course={course} rating={<LectureRatingLine rating={rating} />} />
        </Grid.Col>
      </Grid>
      <Curriculum course={course} />
      <Stack component="section" aria-labelledby="course-instructor" gap="xs">
        <Title order={2} size="h3" id="course-instructor">
          {t.instructorTitle}
        </Title>
        <Group wrap="nowrap" align="flex-start">
          <Avatar src={course.teacherImage} alt="" size="lg" radius="xl" />
          <Stack gap={2}>
            <Text fw={700}>{t.teacher(course.teacherName)}</Text>
            {course.teacherSubjects.length > 0 && (
              <Text size="sm" c="dimmed">
                {course.teacherSubjects.join(' · ')}
              </Text>
            )}
            {course.teacherIntroduction && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {course.teacherIntroduction}
              </Text>
            )}
          </Stack>
        </Group>
      </Stack>
      {reviews}
    </Stack>
  );
}
