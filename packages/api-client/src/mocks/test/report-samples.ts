// Sample weeks for tests and stories (mocks/reports.ts answers with them).
import type { StudentOverview } from '../../contract/reports.ts';

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
