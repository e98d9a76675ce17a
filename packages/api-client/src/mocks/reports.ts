// One student's week answered like the API (see respond.ts): the overview of any week asked for
// (its dates follow the week param), and the send action counting what it wrote.
import * as reportStrings from '@academy/strings/reports';
import { http } from 'msw';
import type { StudentOverview } from '../contract/reports.ts';
import { apiPath, okEnvelope, refusal } from './respond.ts';

/** A week with something in every part. */
export function sampleOverview(overrides: Partial<StudentOverview> = {}): StudentOverview {
  return {
    student: { id: 7, name: '김하나' },
    week: { start: '2026-11-16', end: '2026-11-22' },
    studyDays: ['2026-11-16', '2026-11-18', '2026-11-19'],
    watchedSeconds: 5430,
    lessonsCompleted: 4,
    lectures: [
      {
        lectureId: 1,
        title: 'EJU 일본어 독해 실전',
        progressRate: 45,
        completedLessons: 9,
        totalLessons: 20,
        expireDaysLeft: 38,
        watchedSeconds: 4200,
      },
      {
        lectureId: 2,
        title: '수학 코스2 기본',
        progressRate: 10,
        completedLessons: 2,
        totalLessons: 20,
        expireDaysLeft: null,
        watchedSeconds: 1230,
      },
    ],
    quizzes: [
      {
        detailId: 11,
        lectureTitle: 'EJU 일본어 독해 실전',
        detailTitle: '3장 확인 퀴즈',
        bestScore: 80,
        attempts: 2,
        passed: true,
      },
    ],
    submitted: [
      {
        detailId: 12,
        lectureTitle: 'EJU 일본어 독해 실전',
        detailTitle: '요약 과제',
        submittedAt: '2026-11-18T09:00:00.000Z',
        feedback: '근거를 한 문장 더 쓰면 좋겠습니다.',
        passed: false,
      },
    ],
    outstanding: [
      {
        detailId: 12,
        lectureTitle: 'EJU 일본어 독해 실전',
        detailTitle: '요약 과제',
        resubmit: true,
      },
    ],
    questions: [
      {
        questionId: 5,
        lectureTitle: '수학 코스2 기본',
        title: '적분 범위 질문',
        askedAt: '2026-11-19T11:00:00.000Z',
        answered: false,
      },
    ],
    ...overrides,
  };
}

/** A week with nothing studied. */
export const emptyOverview = (): StudentOverview =>
  sampleOverview({
    studyDays: [],
    watchedSeconds: 0,
    lessonsCompleted: 0,
    lectures: [],
    quizzes: [],
    submitted: [],
    outstanding: [],
    questions: [],
  });

const DAY_MS = 24 * 60 * 60 * 1000;
/** Monday and Sunday of a day's week (calendar arithmetic on the date alone). */
function weekOf(day: string) {
  const date = new Date(`${day}T00:00:00.000Z`);
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS);
  const sunday = new Date(monday.getTime() + 6 * DAY_MS);
  return { start: monday.toISOString().slice(0, 10), end: sunday.toISOString().slice(0, 10) };
}

/** The overview of student `overview.student.id` (another id: 404) and the send action. */
export function reportHandlers(overview: StudentOverview = sampleOverview()) {
  return [
    http.get(apiPath('students/:id/overview'), ({ params, request }) => {
      if (Number(params.id) !== overview.student.id) {
        return refusal(404, 'NOT_FOUND', reportStrings.errors.studentNotFound);
      }
      const day = new URL(request.url).searchParams.get('week');
      return okEnvelope({ ...overview, week: day ? weekOf(day) : overview.week });
    }),
    http.post(apiPath('admin/students/:id/report'), () =>
      okEnvelope({ messages: 2, recipients: 2 }, reportStrings.messages.sent),
    ),
  ];
}
