// docs/decisions/017-watch-reports.md: a student's learning records (the dashboard's panels,
// watching, graded quizzes), answered like the API (see respond.ts).
import { http, type RequestHandler } from 'msw';
import type * as v from 'valibot';
import type {
  Achievement,
  LearningDashboard,
  LearningLecture,
  LearningQuiz,
  LearningSettings,
  LectureProgress,
  QuizAttempts,
  QuizGrade,
  WatchState,
} from '../contract/index.ts';
import { playbackHandlers } from './playback.ts';
import { apiPath, okEnvelope } from './respond.ts';

export interface LearningData {
  dashboard: LearningDashboard;
  lectures: LearningLecture[];
  progress: LectureProgress;
  quizzes: v.InferOutput<typeof LearningQuiz>[];
  achievements: { currentStreakDays: number; achievements: Achievement[] };
  settings: LearningSettings;
  /** a lesson's watch state (GET), also the answer to a watch report (POST) */
  watchState: WatchState;
  quizAttempts: QuizAttempts;
  /** the answer to a graded quiz */
  grade: QuizGrade;
}

/**
 * The reads and writes of the records given (settings saved are kept); a record not given is not
 * answered.
 */
export function learningHandlers(data: Partial<LearningData>) {
  const handlers: RequestHandler[] = [];
  const answer = <T>(given: T | undefined, add: (value: T) => RequestHandler) => {
    if (given !== undefined) handlers.push(add(given));
  };
  answer(data.dashboard, (dashboard) =>
    http.get(apiPath('learning/dashboard'), () => okEnvelope(dashboard)),
  );
  answer(data.lectures, (lectures) =>
    http.get(apiPath('learning/lectures'), () => okEnvelope(lectures)),
  );
  answer(data.progress, (progress) =>
    http.get(apiPath('learning/lectures/:id/progress'), () => okEnvelope(progress)),
  );
  answer(data.quizzes, (quizzes) =>
    http.get(apiPath('learning/quizzes'), () => okEnvelope(quizzes)),
  );
  answer(data.achievements, (achievements) =>
    http.get(apiPath('learning/achievements'), () => okEnvelope(achievements)),
  );
  if (data.settings !== undefined) {
    let settings = data.settings;
    handlers.push(
      http.get(apiPath('learning/settings'), () => okEnvelope(settings)),
      http.put(apiPath('learning/settings'), async ({ request }) => {
        settings = { ...settings, ...((await request.json()) as Partial<LearningSettings>) };
        return okEnvelope(settings);
      }),
    );
  }
  answer(data.watchState, (state) => http.get(apiPath('lectures/watch'), () => okEnvelope(state)));
  // a lesson's player starts a playback session (docs/product/player.md)
  if (data.watchState !== undefined) handlers.push(...playbackHandlers());
  answer(data.watchState, (state) => http.post(apiPath('lectures/watch'), () => okEnvelope(state)));
  answer(data.quizAttempts, (attempts) =>
    http.get(apiPath('lectures/quiz-attempts'), () => okEnvelope(attempts)),
  );
  answer(data.grade, (grade) => http.post(apiPath('lectures/grade-quiz'), () => okEnvelope(grade)));
  return handlers;
}
