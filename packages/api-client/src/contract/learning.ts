// The classroom teaches (docs/decisions/017-watch-reports.md, docs/product/learning.md:
// completion): watched intervals and resume, graded quizzes, the panels' reads (dashboard, 학습 진도,
// 퀴즈, 성취) and the player settings; and the staff's quiz editor calls.
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import { IdNumber, IdString, IsoDateTime, strictMessage } from './common.ts';
import { envelope } from './envelope.ts';
import { CAPTION_LANGS, CaptionLangField } from './lesson-media.ts';
import { DETAIL_TYPES, MAX_QUIZ_ATTEMPTS, MAX_VIDEO_SECONDS, QUIZ_REVEALS } from './lectures.ts';

const m = validation.learning;

/** Intervals in one report; a player batching every ~10 s sends one or two. */
export const MAX_INTERVALS_PER_REPORT = 100;
/** A report may end this far past the known length (players round the last frame up). */
export const DURATION_TOLERANCE_SECONDS = 1;
/** The fastest speed the player offers (설정: 0.5-2x): watch reports are bounded by it. */
export const MAX_PLAYBACK_RATE = 2;
/**
 * What reports may add beyond the wall time since the lesson was opened x MAX_PLAYBACK_RATE (a
 * busy player's late ticks, clock steps): docs/decisions/037.
 */
export const WATCH_SLACK_SECONDS = 5;

const Seconds = (message: string) =>
  v.pipe(
    v.number(message),
    v.finite(message),
    v.minValue(0, message),
    v.maxValue(MAX_VIDEO_SECONDS, message),
  );

/** [start, end] in seconds of the video (not wall time: 2x playback covers the same content once). */
export const WatchedInterval = v.pipe(
  v.strictTuple([Seconds(m.intervalInvalid), Seconds(m.intervalInvalid)], m.intervalInvalid),
  v.check(([start, end]) => end >= start, m.intervalReversed),
);

/**
 * POST /api/lectures/watch: what the player watched since its last report. Sent every ~10 s and
 * on pagehide with navigator.sendBeacon, so the body may arrive as text/plain (a beacon cannot set
 * headers); the session cookie authenticates it (see docs/decisions: watch reports).
 * Reports are idempotent: the server merges intervals into a set, so a replayed or duplicated
 * report counts nothing twice. `sentAt` (epoch ms) orders positions: an older report does not move
 * the resume point back.
 */
export const WatchReportRequest = v.pipe(
  v.strictObject(
    {
      lectureDetailId: IdNumber,
      duration: v.pipe(
        v.number(m.durationInvalid),
        v.finite(m.durationInvalid),
        v.gtValue(0, m.durationInvalid),
        v.maxValue(MAX_VIDEO_SECONDS, m.durationInvalid),
      ),
      position: Seconds(m.positionInvalid),
      intervals: v.pipe(
        v.array(WatchedInterval, m.intervalInvalid),
        v.maxLength(MAX_INTERVALS_PER_REPORT, m.tooManyIntervals(MAX_INTERVALS_PER_REPORT)),
      ),
      sentAt: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    },
    strictMessage,
  ),
  v.forward(
    v.check(
      ({ intervals, duration }) =>
        intervals.every(([, end]) => end <= duration + DURATION_TOLERANCE_SECONDS),
      m.intervalOutside,
    ),
    ['intervals'],
  ),
  v.forward(
    v.check(({ intervals }) => {
      const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
      return sorted.every((interval, i) => i === 0 || interval[0] >= sorted[i - 1]![1]);
    }, m.intervalsOverlap),
    ['intervals'],
  ),
  v.forward(
    v.check(
      ({ position, duration }) => position <= duration + DURATION_TOLERANCE_SECONDS,
      m.positionInvalid,
    ),
    ['position'],
  ),
);
export type WatchReportRequest = v.InferInput<typeof WatchReportRequest>;

/** GET /api/lectures/watch?lectureDetailId= */
export const WatchStateQuery = v.object({ lectureDetailId: IdString });

/** Where a student stands in a video lesson: resume point, unique seconds watched, completion. */
export const WatchState = v.object({
  lectureDetailId: v.number(),
  /** null until the first report (or when staff have not given the length) */
  durationSeconds: v.nullable(v.number()),
  watchedSeconds: v.number(),
  /** whole percent of the video watched (unique seconds) */
  watchedRate: v.number(),
  lastPosition: v.number(),
  /** where the player should start: a few seconds before lastPosition, 0 near the end */
  resumeAt: v.number(),
  completionThreshold: v.number(),
  isCompleted: v.boolean(),
  completedAt: v.nullable(IsoDateTime),
  updatedAt: v.nullable(IsoDateTime),
  /**
   * A report's answer only: seconds of it not counted because more was reported than could have
   * played since the lesson was opened (0 for a real player).
   */
  clippedSeconds: v.optional(v.number()),
});
export type WatchState = v.InferOutput<typeof WatchState>;
export const WatchStateResponse = envelope(WatchState);

/** POST /api/lectures/grade-quiz: one chosen option per question of the quiz lesson. */
export const GradeQuizRequest = v.strictObject(
  {
    lectureDetailId: IdNumber,
    answers: v.pipe(
      v.array(
        v.strictObject({ quizId: IdNumber, optionId: IdNumber }, strictMessage),
        m.answersRequired,
      ),
      v.minLength(1, m.answersRequired),
      v.maxLength(50, m.answerUnknown),
      v.check(
        (answers) => new Set(answers.map((a) => a.quizId)).size === answers.length,
        m.answerDuplicate,
      ),
    ),
  },
  strictMessage,
);
export type GradeQuizRequest = v.InferInput<typeof GradeQuizRequest>;

/**
 * One question of a graded attempt. The correct option and the explanation are null until the
 * quiz reveals them (`answersRevealed`, docs/decisions/037); whether the chosen one was right is
 * always given.
 */
export const QuizQuestionResult = v.object({
  quizId: v.number(),
  selectedOptionId: v.number(),
  correctOptionId: v.nullable(v.number()),
  isCorrect: v.boolean(),
  explanation: v.nullable(v.string()),
});

/** A quiz's attempt rules and where the caller stands with them. */
const QuizAttemptRules = {
  /** graded attempts each student may make */
  attemptsAllowed: v.number(),
  attemptsLeft: v.number(),
  revealAnswers: v.picklist(QUIZ_REVEALS),
  /** whether results show the correct options and explanations now */
  answersRevealed: v.boolean(),
};

/** The original system's grade-quiz answer, plus the attempt, the pass score and the best score. */
export const QuizGrade = v.object({
  attemptId: v.number(),
  lectureDetailId: v.number(),
  totalQuestions: v.number(),
  correctAnswers: v.number(),
  /** whole percent, 0-100 */
  score: v.number(),
  passScore: v.number(),
  passed: v.boolean(),
  bestScore: v.number(),
  isCompleted: v.boolean(),
  ...QuizAttemptRules,
  results: v.array(QuizQuestionResult),
});
export type QuizGrade = v.InferOutput<typeof QuizGrade>;
export const QuizGradeResponse = envelope(QuizGrade);

/** GET /api/lectures/quiz-attempts?lectureDetailId= */
export const QuizAttemptsQuery = v.object({ lectureDetailId: IdString });
export const QuizAttempt = v.object({
  attemptId: v.number(),
  score: v.number(),
  correctAnswers: v.number(),
  totalQuestions: v.number(),
  createdAt: IsoDateTime,
});
export const QuizAttempts = v.object({
  lectureDetailId: v.number(),
  passScore: v.number(),
  bestScore: v.nullable(v.number()),
  isCompleted: v.boolean(),
  ...QuizAttemptRules,
  /** newest first */
  attempts: v.array(QuizAttempt),
});
export type QuizAttempts = v.InferOutput<typeof QuizAttempts>;
export const QuizAttemptsResponse = envelope(QuizAttempts);

/** A lecture as the student's panels list it (대시보드, 내 강의). */
export const LearningLecture = v.object({
  lectureId: v.number(),
  lectureTitle: v.string(),
  teacherName: v.string(),
  progressRate: v.number(),
  completedLessons: v.number(),
  totalLessons: v.number(),
  /** null: no period (무제한) */
  expireDaysLeft: v.nullable(v.number()),
  nextDetailId: v.nullable(v.number()),
  nextDetailTitle: v.nullable(v.string()),
  lastStudiedAt: v.nullable(IsoDateTime),
  /** the student's enrolment, for 수강 일시정지 (docs/product/player-controls.md) */
  enrolmentId: v.optional(v.number()),
  /** while a pause runs: when it ends (the lessons do not play until then) */
  pausedUntil: v.optional(v.nullable(IsoDateTime)),
});
export type LearningLecture = v.InferOutput<typeof LearningLecture>;

/** GET /api/learning/dashboard (the student's own). */
export const LearningDashboard = v.object({
  /** the lesson last watched, to reopen at its resume point on any device */
  continueLesson: v.nullable(
    v.object({
      lectureId: v.number(),
      lectureTitle: v.string(),
      detailId: v.number(),
      detailTitle: v.string(),
      resumeAt: v.number(),
      watchedRate: v.number(),
      updatedAt: IsoDateTime,
    }),
  ),
  lectures: v.array(LearningLecture),
  /** assignment lessons with no submission yet, or whose last feedback asked for another */
  assignmentsToSubmit: v.array(
    v.object({
      lectureId: v.number(),
      lectureTitle: v.string(),
      detailId: v.number(),
      detailTitle: v.string(),
    }),
  ),
  /** quiz lessons of the lectures the student has begun, not passed yet */
  quizzesToTake: v.array(
    v.object({
      lectureId: v.number(),
      lectureTitle: v.string(),
      detailId: v.number(),
      detailTitle: v.string(),
    }),
  ),
  assignmentsAwaitingFeedback: v.array(
    v.object({
      submissionId: v.number(),
      lectureTitle: v.string(),
      detailId: v.number(),
      detailTitle: v.string(),
      submittedAt: IsoDateTime,
    }),
  ),
  recentFeedback: v.array(
    v.object({
      submissionId: v.number(),
      lectureTitle: v.string(),
      detailId: v.number(),
      detailTitle: v.string(),
      feedback: v.string(),
      isCompleted: v.boolean(),
      feedbackAt: IsoDateTime,
    }),
  ),
  recentAnswers: v.array(
    v.object({
      questionId: v.number(),
      lectureTitle: v.string(),
      title: v.string(),
      answeredAt: IsoDateTime,
    }),
  ),
  /** the newest public notices (a scheduled one from its publish time), dated by that time */
  notices: v.array(v.object({ noticeId: v.number(), title: v.string(), publishAt: IsoDateTime })),
});
export type LearningDashboard = v.InferOutput<typeof LearningDashboard>;
export const LearningDashboardResponse = envelope(LearningDashboard);

export const LESSON_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED'] as const;

/** GET /api/learning/lectures/{id}/progress: 학습 진도, per chapter and lesson. */
export const LectureProgress = v.object({
  lectureId: v.number(),
  lectureTitle: v.string(),
  progressRate: v.number(),
  completionThreshold: v.number(),
  chapters: v.array(
    v.object({
      chapterId: v.number(),
      chapterTitle: v.string(),
      details: v.array(
        v.object({
          detailId: v.number(),
          detailTitle: v.string(),
          type: v.picklist(DETAIL_TYPES),
          status: v.picklist(LESSON_STATUSES),
          watchedSeconds: v.number(),
          durationSeconds: v.nullable(v.number()),
          lastWatchedAt: v.nullable(IsoDateTime),
          bestScore: v.nullable(v.number()),
          completedAt: v.nullable(IsoDateTime),
        }),
      ),
    }),
  ),
});
export type LectureProgress = v.InferOutput<typeof LectureProgress>;
export const LectureProgressResponse = envelope(LectureProgress);

/** GET /api/learning/quizzes: every quiz lesson with the student's attempts (퀴즈 panel). */
export const LearningQuiz = v.object({
  lectureId: v.number(),
  lectureTitle: v.string(),
  detailId: v.number(),
  detailTitle: v.string(),
  passScore: v.number(),
  attemptCount: v.number(),
  bestScore: v.nullable(v.number()),
  lastAttemptAt: v.nullable(IsoDateTime),
  isCompleted: v.boolean(),
});
export const LearningQuizListResponse = envelope(v.array(LearningQuiz));

export const ACHIEVEMENT_KINDS = [
  'FIRST_LESSON',
  'HALF_LECTURE',
  'FULL_LECTURE',
  'PERFECT_QUIZ',
  'STREAK',
] as const;
/** GET /api/learning/achievements: milestones from real activity; the client words them. */
export const Achievement = v.object({
  kind: v.picklist(ACHIEVEMENT_KINDS),
  /** HALF_LECTURE, FULL_LECTURE: the lecture; PERFECT_QUIZ: the quiz lesson's lecture */
  lectureId: v.nullable(v.number()),
  lectureTitle: v.nullable(v.string()),
  /** STREAK: the number of days in a row (3, 7, 30) */
  days: v.nullable(v.number()),
  earned: v.boolean(),
  earnedAt: v.nullable(IsoDateTime),
});
export type Achievement = v.InferOutput<typeof Achievement>;
export const AchievementsResponse = envelope(
  v.object({ currentStreakDays: v.number(), achievements: v.array(Achievement) }),
);

/** Playback speeds the player offers (설정: 0.5-2x). */
export const PlaybackRate = v.pipe(
  v.number(m.playbackRate),
  v.minValue(0.5, m.playbackRate),
  v.maxValue(MAX_PLAYBACK_RATE, m.playbackRate),
  v.check((rate) => Number.isInteger(rate * 4), m.playbackRate),
);
export const LearningSettings = v.object({
  playbackRate: v.number(),
  autoplayNext: v.boolean(),
  /** the caption track the student chose last (null: captions off) */
  captionLang: v.optional(v.nullable(v.picklist(CAPTION_LANGS))),
});
export type LearningSettings = v.InferOutput<typeof LearningSettings>;
export const LearningSettingsResponse = envelope(LearningSettings);
/** PUT /api/learning/settings: either or both. */
export const LearningSettingsRequest = v.strictObject(
  {
    playbackRate: v.optional(PlaybackRate),
    autoplayNext: v.optional(v.boolean()),
    captionLang: v.optional(v.nullable(CaptionLangField)),
  },
  strictMessage,
);

/** Graded attempts a quiz allows each student (staff's choice, 1-MAX_QUIZ_ATTEMPTS). */
export const QuizMaxAttempts = v.pipe(
  v.number(m.maxAttempts(MAX_QUIZ_ATTEMPTS)),
  v.integer(m.maxAttempts(MAX_QUIZ_ATTEMPTS)),
  v.minValue(1, m.maxAttempts(MAX_QUIZ_ATTEMPTS)),
  v.maxValue(MAX_QUIZ_ATTEMPTS, m.maxAttempts(MAX_QUIZ_ATTEMPTS)),
);

/** Staff: GET/PUT /api/admin/details/{id}/quiz. The whole question set is replaced at once. */
export const QuizEditRequest = v.strictObject(
  {
    passScore: v.optional(
      v.pipe(
        v.number(m.passScore),
        v.integer(m.passScore),
        v.minValue(0, m.passScore),
        v.maxValue(100, m.passScore),
      ),
    ),
    maxAttempts: v.optional(QuizMaxAttempts),
    revealAnswers: v.optional(v.picklist(QUIZ_REVEALS, m.revealAnswers)),
    questions: v.pipe(
      v.array(
        v.strictObject(
          {
            question: v.pipe(
              v.string(m.questionRequired),
              v.trim(),
              v.nonEmpty(m.questionRequired),
              v.maxLength(1000, validation.common.tooLong(1000)),
            ),
            explanation: v.optional(
              v.nullable(
                v.pipe(v.string(), v.trim(), v.maxLength(2000, validation.common.tooLong(2000))),
              ),
            ),
            options: v.pipe(
              v.array(
                v.strictObject(
                  {
                    optionText: v.pipe(
                      v.string(m.optionRequired),
                      v.trim(),
                      v.nonEmpty(m.optionRequired),
                      v.maxLength(500, validation.common.tooLong(500)),
                    ),
                    isCorrect: v.boolean(),
                  },
                  strictMessage,
                ),
                m.optionCount,
              ),
              v.minLength(2, m.optionCount),
              v.maxLength(5, m.optionCount),
              v.check((options) => options.filter((o) => o.isCorrect).length === 1, m.oneCorrect),
            ),
          },
          strictMessage,
        ),
        m.questionCount,
      ),
      v.minLength(1, m.questionCount),
      v.maxLength(50, m.questionCount),
    ),
  },
  strictMessage,
);
export type QuizEditRequest = v.InferInput<typeof QuizEditRequest>;

export const QuizForStaff = v.object({
  detailId: v.number(),
  passScore: v.number(),
  maxAttempts: v.number(),
  revealAnswers: v.picklist(QUIZ_REVEALS),
  questions: v.array(
    v.object({
      quizId: v.number(),
      question: v.string(),
      explanation: v.nullable(v.string()),
      options: v.array(
        v.object({ optionId: v.number(), optionText: v.string(), isCorrect: v.boolean() }),
      ),
    }),
  ),
});
export type QuizForStaff = v.InferOutput<typeof QuizForStaff>;
export const QuizForStaffResponse = envelope(QuizForStaff);

/**
 * Staff: PUT /api/admin/lectures/{id}/completion {completionThreshold} (docs/product/learning.md:
 * per lecture).
 */
export const CompletionThresholdRequest = v.strictObject(
  {
    completionThreshold: v.pipe(
      v.number(m.threshold),
      v.integer(m.threshold),
      v.minValue(1, m.threshold),
      v.maxValue(100, m.threshold),
    ),
  },
  strictMessage,
);
export const CompletionThresholdResponse = envelope(
  v.object({ lectureId: v.number(), completionThreshold: v.number() }),
);
