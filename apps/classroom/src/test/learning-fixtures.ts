// A student's learning records shaped by the contract (docs/product/learning.md), for the panels'
// and the lesson player's stories and tests: the demo lecture of fixtures.ts, part watched, a quiz
// failed once.
import type {
  Achievement,
  LearningDashboard,
  LearningLecture,
  LearningSettings,
  LectureProgress,
  QuizAttempts,
  QuizGrade,
  LearningQuiz,
  WatchState,
} from '@academy/api-client/contract';
import type * as v from 'valibot';

export const myLectures: LearningLecture[] = [
  {
    lectureId: 1,
    lectureTitle: 'EJU 일본어 독해 완성',
    teacherName: '박서연',
    progressRate: 25,
    completedLessons: 1,
    totalLessons: 4,
    expireDaysLeft: 90,
    nextDetailId: 102,
    nextDetailTitle: '실시간 질의응답',
    lastStudiedAt: '2026-11-24T11:20:00.000Z',
  },
  {
    lectureId: 3,
    lectureTitle: '이과 수학 코스2',
    teacherName: '이도윤',
    progressRate: 100,
    completedLessons: 6,
    totalLessons: 6,
    expireDaysLeft: null,
    nextDetailId: null,
    nextDetailTitle: null,
    lastStudiedAt: '2026-11-20T09:00:00.000Z',
  },
];

export const dashboard: LearningDashboard = {
  continueLesson: {
    lectureId: 1,
    lectureTitle: 'EJU 일본어 독해 완성',
    detailId: 101,
    detailTitle: '강의 소개와 학습 방법',
    resumeAt: 754,
    watchedRate: 48,
    updatedAt: '2026-11-24T11:20:00.000Z',
  },
  lectures: myLectures,
  assignmentsToSubmit: [
    {
      lectureId: 1,
      lectureTitle: 'EJU 일본어 독해 완성',
      detailId: 104,
      detailTitle: '독해 노트 정리',
    },
  ],
  quizzesToTake: [
    {
      lectureId: 1,
      lectureTitle: 'EJU 일본어 독해 완성',
      detailId: 103,
      detailTitle: '개념 확인 퀴즈',
    },
  ],
  assignmentsAwaitingFeedback: [
    {
      submissionId: 31,
      lectureTitle: '이과 수학 코스2',
      detailId: 305,
      detailTitle: '미분 풀이 노트',
      submittedAt: '2026-11-23T08:00:00.000Z',
    },
  ],
  recentFeedback: [
    {
      submissionId: 29,
      lectureTitle: '이과 수학 코스2',
      detailId: 303,
      detailTitle: '극한 연습 문제',
      feedback: '풀이 과정이 깔끔합니다. 3번은 조건을 다시 확인하세요.',
      isCompleted: true,
      feedbackAt: '2026-11-22T10:00:00.000Z',
    },
  ],
  recentAnswers: [
    {
      questionId: 12,
      lectureTitle: 'EJU 일본어 독해 완성',
      title: '접속사 문제의 시간 배분',
      answeredAt: '2026-11-21T13:00:00.000Z',
    },
  ],
  notices: [
    { noticeId: 5, title: '12월 모의고사 접수 안내', publishAt: '2026-11-20T00:00:00.000Z' },
  ],
};

export const progress: LectureProgress = {
  lectureId: 1,
  lectureTitle: 'EJU 일본어 독해 완성',
  progressRate: 25,
  completionThreshold: 90,
  chapters: [
    {
      chapterId: 11,
      chapterTitle: '1장. 독해의 기초',
      details: [
        {
          detailId: 101,
          detailTitle: '강의 소개와 학습 방법',
          type: 'VIDEO',
          status: 'COMPLETED',
          watchedSeconds: 1500,
          durationSeconds: 1560,
          lastWatchedAt: '2026-11-24T11:20:00.000Z',
          bestScore: null,
          completedAt: '2026-11-24T11:20:00.000Z',
        },
        {
          detailId: 102,
          detailTitle: '실시간 질의응답',
          type: 'LIVE',
          status: 'NOT_STARTED',
          watchedSeconds: 0,
          durationSeconds: null,
          lastWatchedAt: null,
          bestScore: null,
          completedAt: null,
        },
      ],
    },
    {
      chapterId: 12,
      chapterTitle: '2장. 실전 연습',
      details: [
        {
          detailId: 103,
          detailTitle: '개념 확인 퀴즈',
          type: 'QUIZ',
          status: 'IN_PROGRESS',
          watchedSeconds: 0,
          durationSeconds: null,
          lastWatchedAt: null,
          bestScore: 50,
          completedAt: null,
        },
        {
          detailId: 104,
          detailTitle: '독해 노트 정리',
          type: 'OTHER',
          status: 'NOT_STARTED',
          watchedSeconds: 0,
          durationSeconds: null,
          lastWatchedAt: null,
          bestScore: null,
          completedAt: null,
        },
      ],
    },
  ],
};

export const quizzes: v.InferOutput<typeof LearningQuiz>[] = [
  {
    lectureId: 1,
    lectureTitle: 'EJU 일본어 독해 완성',
    detailId: 103,
    detailTitle: '개념 확인 퀴즈',
    passScore: 60,
    attemptCount: 1,
    bestScore: 50,
    lastAttemptAt: '2026-11-24T12:00:00.000Z',
    isCompleted: false,
  },
  {
    lectureId: 3,
    lectureTitle: '이과 수학 코스2',
    detailId: 304,
    detailTitle: '미분 확인 퀴즈',
    passScore: 60,
    attemptCount: 0,
    bestScore: null,
    lastAttemptAt: null,
    isCompleted: false,
  },
];

export const achievements: { currentStreakDays: number; achievements: Achievement[] } = {
  currentStreakDays: 3,
  achievements: [
    {
      kind: 'FIRST_LESSON',
      lectureId: null,
      lectureTitle: null,
      days: null,
      earned: true,
      earnedAt: '2026-11-18T10:00:00.000Z',
    },
    {
      kind: 'FULL_LECTURE',
      lectureId: 3,
      lectureTitle: '이과 수학 코스2',
      days: null,
      earned: true,
      earnedAt: '2026-11-20T09:00:00.000Z',
    },
    {
      kind: 'PERFECT_QUIZ',
      lectureId: null,
      lectureTitle: null,
      days: null,
      earned: false,
      earnedAt: null,
    },
    { kind: 'STREAK', lectureId: null, lectureTitle: null, days: 7, earned: false, earnedAt: null },
  ],
};

export const settings: LearningSettings = { playbackRate: 1.5, autoplayNext: false };

export const watchState: WatchState = {
  lectureDetailId: 101,
  durationSeconds: 1560,
  watchedSeconds: 760,
  watchedRate: 48,
  lastPosition: 759,
  resumeAt: 754,
  completionThreshold: 90,
  isCompleted: false,
  completedAt: null,
  updatedAt: '2026-11-24T11:20:00.000Z',
};

export const quizAttempts: QuizAttempts = {
  lectureDetailId: 103,
  passScore: 60,
  bestScore: 0,
  isCompleted: false,
  attemptsAllowed: 3,
  attemptsLeft: 2,
  revealAnswers: 'AFTER_PASS',
  answersRevealed: false,
  attempts: [
    {
      attemptId: 1,
      score: 0,
      correctAnswers: 0,
      totalQuestions: 1,
      createdAt: '2026-11-24T12:00:00.000Z',
    },
  ],
};

/** A failed second attempt of three: which answer was wrong, not which option was right. */
export const failedGrade: QuizGrade = {
  attemptId: 2,
  lectureDetailId: 103,
  totalQuestions: 1,
  correctAnswers: 0,
  score: 0,
  passScore: 60,
  passed: false,
  bestScore: 0,
  isCompleted: false,
  attemptsAllowed: 3,
  attemptsLeft: 1,
  revealAnswers: 'AFTER_PASS',
  answersRevealed: false,
  results: [
    { quizId: 1, selectedOptionId: 1, correctOptionId: null, isCorrect: false, explanation: null },
  ],
};

/** The last attempt, failed: now the correct option and the explanation are shown. */
export const lastGrade: QuizGrade = {
  ...failedGrade,
  attemptId: 3,
  attemptsLeft: 0,
  answersRevealed: true,
  results: [
    {
      quizId: 1,
      selectedOptionId: 1,
      correctOptionId: 2,
      isCorrect: false,
      explanation: '필자는 마지막 문단에서 제도와 개인의 역할을 함께 강조합니다.',
    },
  ],
};
