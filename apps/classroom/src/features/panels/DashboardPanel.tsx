import type { LearningDashboard } from '@academy/api-client/contract';
import { learningDashboardQuery } from '@academy/api-client/queries/learning';
import { appUrl } from '@academy/auth/origins';
import { formatShortDate } from '@academy/ui/format/date';
import { StatusBadge } from '@academy/ui/StatusBadge';
import * as classroomStrings from '@academy/strings/classroom';
import { clock, learningStrings } from '@academy/strings/learning';
import { Anchor, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LectureCard } from './LectureCard.tsx';
import { CardGrid, lessonHref, Loaded, Section } from './parts.tsx';

const p = learningStrings.panels;
const d = p.dashboard;

function ContinueCard({ lesson }: { lesson: LearningDashboard['continueLesson'] }) {
  return (
    <Section title={d.continue}>
      {lesson ? (
        <Stack gap="xs">
          <Text fw={600}>
            {lesson.lectureTitle} · {lesson.detailTitle}
          </Text>
          <Progress
            value={lesson.watchedRate}
            aria-label={learningStrings.player.progressLabel(lesson.watchedRate)}
          />
          <Group>
            <Button component={Link} to={lessonHref(lesson.lectureId, lesson.detailId)}>
              {d.continueButton(clock(lesson.resumeAt))}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text c="dimmed">{d.noContinue}</Text>
      )}
    </Section>
  );
}

type DueLesson = LearningDashboard['assignmentsToSubmit'][number];

/** Lessons waiting for the student, each one click from its lesson. */
function DueList({ title, items }: { title: string; items: DueLesson[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={4}>
        {items.map((item) => (
          <List.Item key={item.detailId}>
            <Anchor component={Link} to={lessonHref(item.lectureId, item.detailId)} size="sm">
              {item.detailTitle}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              {item.lectureTitle}
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/** What is due: assignments to submit, quizzes to pass, and submissions awaiting feedback. */
function Assignments({ data }: { data: LearningDashboard }) {
  const empty =
    data.assignmentsToSubmit.length +
      data.quizzesToTake.length +
      data.assignmentsAwaitingFeedback.length ===
    0;
  return (
    <Section title={d.assignments}>
      {empty ? (
        <Text c="dimmed">{d.noAssignments}</Text>
      ) : (
        <Stack gap="sm">
          <DueList title={d.toSubmit} items={data.assignmentsToSubmit} />
          <DueList title={d.toTake} items={data.quizzesToTake} />
          {data.assignmentsAwaitingFeedback.length > 0 && (
            <div>
              <Text size="sm" fw={600}>
                {d.awaiting}
              </Text>
              <List size="sm" spacing={4}>
                {data.assignmentsAwaitingFeedback.map((item) => (
                  <List.Item key={item.submissionId}>
                    {item.detailTitle}{' '}
                    <Text span size="sm" c="dimmed">
                      {item.lectureTitle} · {formatShortDate(item.submittedAt)}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </div>
          )}
        </Stack>
      )}
    </Section>
  );
}

function Feedback({ data }: { data: LearningDashboard }) {
  const a = classroomStrings.assignment;
  const empty = data.recentFeedback.length + data.recentAnswers.length === 0;
  return (
    <Section title={d.feedback}>
      {empty ? (
        <Text c="dimmed">{d.noFeedback}</Text>
      ) : (
        <Stack gap="xs">
          {data.recentFeedback.map((item) => (
            <div key={`f${item.submissionId}`}>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {d.feedbackItem(item.detailTitle)}
                </Text>
                <StatusBadge tone={item.isCompleted ? 'success' : 'warning'}>
                  {item.isCompleted ? a.passed : a.notPassed}
                </StatusBadge>
              </Group>
              <Text size="sm" lineClamp={2}>
                {item.feedback}
              </Text>
              <Text size="xs" c="dimmed">
                {item.lectureTitle} · {formatShortDate(item.feedbackAt)}
              </Text>
            </div>
          ))}
          {data.recentAnswers.map((item) => (
            <div key={`q${item.questionId}`}>
              <Anchor component={Link} to={`/mypage/questions/${item.questionId}`} size="sm">
                {d.answerItem(item.title)}
              </Anchor>
              <Text size="xs" c="dimmed">
                {item.lectureTitle} · {formatShortDate(item.answeredAt)}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** 대시보드, what the classroom opens on (docs/product/screens.md): the continue card, each
 * lecture's progress and days left, what is due, recent feedback and answers, the latest public
 * notices: all the student's own. */
export function DashboardPanel() {
  const query = useQuery(learningDashboardQuery());
  return (
    <Loaded query={query}>
      {(data) => (
        <Stack>
          <ContinueCard lesson={data.continueLesson} />
          <Section title={d.lectures}>
            {data.lectures.length === 0 ? (
              // A new student's request may be waiting for the academy's approval: say where it
              // stands and where to choose a course, rather than only that there is nothing.
              <Stack gap="xs">
                <Text c="dimmed">{p.noLectures}</Text>
                <Text size="sm">{d.noLecturesHint}</Text>
                <Group>
                  <Anchor component={Link} to="/mypage" size="sm">
                    {d.myRequests}
                  </Anchor>
                  <Anchor href={appUrl('site', '/courses')} size="sm">
                    {d.browseCourses}
                  </Anchor>
                </Group>
              </Stack>
            ) : (
              <CardGrid>
                {data.lectures.map((lecture) => (
                  <LectureCard key={lecture.lectureId} lecture={lecture} />
                ))}
              </CardGrid>
            )}
          </Section>
          <CardGrid min="20rem">
            <Assignments data={data} />
            <Feedback data={data} />
          </CardGrid>
          <Section title={d.notices}>
            {data.notices.length === 0 ? (
              <Text c="dimmed">{d.noNotices}</Text>
            ) : (
              <List spacing={6} size="sm">
                {data.notices.map((notice) => (
                  <List.Item key={notice.noticeId}>
                    {/* dated by its publication: a scheduled notice shows from then */}
                    <Text span size="sm" c="dimmed">
                      {formatShortDate(notice.publishAt)}
                    </Text>{' '}
                    <Anchor href={appUrl('site', `/notices/${notice.noticeId}`)} size="sm">
                      {notice.title}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
          </Section>
        </Stack>
      )}
    </Loaded>
  );
}
