// One student's week, as a guardian, the student and staff read it (docs/product/reports.md): per
// lecture its progress and days left; the week's study days, watched time, lessons completed, quiz
// results, assignments and questions asked (titles only: never the content of a question, a chat
// or a message, never contacts). The week runs Monday 00:00 to Sunday 24:00, Seoul time.
import * as v from 'valibot';
import * as reportStrings from '@academy/strings/reports';
import { IsoDateTime, strictMessage } from './common.ts';
import { envelope } from './envelope.ts';

/** A Seoul calendar day, `YYYY-MM-DD`. */
const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** ?week=YYYY-MM-DD: any day of the week asked for (its Monday is used); absent: this week. */
export const OverviewQuery = v.strictObject(
  {
    week: v.optional(
      v.pipe(
        v.string(reportStrings.validation.weekInvalid),
        v.regex(/^\d{4}-\d{2}-\d{2}$/, reportStrings.validation.weekInvalid),
        v.check(
          (day) => !Number.isNaN(new Date(`${day}T00:00:00+09:00`).getTime()),
          reportStrings.validation.weekInvalid,
        ),
      ),
    ),
  },
  strictMessage,
);
export type OverviewQuery = v.InferInput<typeof OverviewQuery>;

const LectureProgress = v.object({
  lectureId: v.number(),
  title: v.string(),
  /** completed lessons / all lessons by the week's end, a whole percent */
  progressRate: v.number(),
  completedLessons: v.number(),
  totalLessons: v.number(),
  /** null: no limit (무제한); 0: ended */
  expireDaysLeft: v.nullable(v.number()),
  /** unique seconds of this lecture's videos first watched in the week */
  watchedSeconds: v.number(),
});

const QuizResult = v.object({
  detailId: v.number(),
  lectureTitle: v.string(),
  detailTitle: v.string(),
  /** the best score of the week's attempts, 0-100 */
  bestScore: v.number(),
  attempts: v.number(),
  passed: v.boolean(),
});

const SubmittedAssignment = v.object({
  detailId: v.number(),
  lectureTitle: v.string(),
  detailTitle: v.string(),
  submittedAt: IsoDateTime,
  /** the teacher's feedback (null: waiting for it) */
  feedback: v.nullable(v.string()),
  passed: v.nullable(v.boolean()),
});

const OutstandingAssignment = v.object({
  detailId: v.number(),
  lectureTitle: v.string(),
  detailTitle: v.string(),
  /** sent back by the teacher: to submit again */
  resubmit: v.boolean(),
});

const AskedQuestion = v.object({
  questionId: v.number(),
  lectureTitle: v.string(),
  title: v.string(),
  askedAt: IsoDateTime,
  answered: v.boolean(),
});

/** GET /api/students/{id}/overview?week= */
export const StudentOverview = v.object({
  student: v.object({ id: v.number(), name: v.string() }),
  /** Monday and Sunday of the week, Seoul days */
  week: v.object({ start: Day, end: Day }),
  studyDays: v.array(Day),
  watchedSeconds: v.number(),
  lessonsCompleted: v.number(),
  lectures: v.array(LectureProgress),
  quizzes: v.array(QuizResult),
  /** submitted (or given feedback) in the week */
  submitted: v.array(SubmittedAssignment),
  /** assignment lessons not passed and not waiting for feedback, now */
  outstanding: v.array(OutstandingAssignment),
  questions: v.array(AskedQuestion),
});
export type StudentOverview = v.InferOutput<typeof StudentOverview>;
export const StudentOverviewResponse = envelope(StudentOverview);

/** POST /api/admin/students/{id}/report?week=: the messages written now (0: already sent). */
export const ReportSent = v.object({ messages: v.number(), recipients: v.number() });
export const ReportSentResponse = envelope(ReportSent);
