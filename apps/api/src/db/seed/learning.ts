// Learning activity: submissions with and without feedback, passed and not, and
// answered and unanswered questions; the demo student has some of each.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { answers, questions, submissions } from '../schema/learning.ts';
import { chapters, contents, details, quizOptions, quizzes } from '../schema/lectures.ts';
import {
  learningSettings,
  lessonCompletions,
  quizAttempts,
  studyDays,
  watchProgress,
} from '../schema/progress.ts';
import { studyDay } from '../../lib/completion.ts';
import { seoulDay } from '../../lib/seoul-time.ts';
import { watchDays } from '../schema/reports.ts';
import type { SeedContext } from './context.ts';

const hours = (n: number) => new Date(Date.now() - n * 60 * 60 * 1000);

const QUESTIONS = [
  {
    title: '독해 지문 시간 배분이 궁금합니다',
    content: '긴 지문에서 시간이 부족한데 문제당 몇 분 정도로 나누면 좋을까요?',
    answer:
      '긴 지문은 5분, 짧은 지문은 2분을 기준으로 연습해 보세요. 먼저 질문을 읽는 습관도 도움이 됩니다.',
  },
  {
    title: '2장 퀴즈 두 번째 문제 질문',
    content: 'EJU 점수 유효 기간이 대학마다 다른가요?',
    answer: null,
  },
  {
    title: '기출 해설 영상 속도 조절',
    content: '영상을 1.5배속으로 봐도 괜찮을까요? 중요한 부분을 놓칠까 걱정됩니다.',
    answer: '처음에는 정속으로 보고 복습할 때 배속을 활용하세요.',
  },
  {
    title: '모의고사 오답 노트 양식',
    content: '오답 노트는 어떤 형식으로 작성해야 하나요? 예시가 있으면 좋겠습니다.',
    answer: null,
  },
];

export async function seedLearning(ctx: SeedContext) {
  const lectureList = ctx.lectures ?? [];
  if (lectureList.length === 0) return;
  const { students, teachers } = ctx.users;
  // Link-taking details (not quizzes) of each lecture, in outline order.
  const rows = await ctx.db
    .select({ id: details.id, lectureId: chapters.lectureId, type: details.type })
    .from(details)
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .where(
      inArray(
        chapters.lectureId,
        lectureList.map((lecture) => lecture.id),
      ),
    )
    .orderBy(asc(chapters.chapterOrder), asc(details.detailOrder), asc(details.id));
  const linkDetails = (lectureId: number) =>
    rows.filter((row) => row.lectureId === lectureId && row.type !== 'QUIZ').map((row) => row.id);

  for (const [studentIndex, student] of students.slice(0, 4).entries()) {
    for (const lecture of lectureList.slice(0, 3)) {
      const [first, second, third] = linkDetails(lecture.id);
      const teacherId = lecture.teacherId;
      const link = (n: number) => `https://blog.example.com/${student.id}/${lecture.id}/${n}`;
      // passed
      if (first) {
        await ctx.db.insert(submissions).values({
          userId: student.id,
          detailId: first,
          reviewUrl: link(1),
          submittedAt: hours(72 + studentIndex),
          feedback: '핵심을 잘 정리했습니다. 다음 단원도 이렇게 진행하세요.',
          isCompleted: true,
          feedbackBy: teacherId,
          feedbackAt: hours(60),
        });
      }
      // not passed, and (for the demo student) resubmitted and waiting
      if (second) {
        await ctx.db.insert(submissions).values({
          userId: student.id,
          detailId: second,
          reviewUrl: link(2),
          submittedAt: hours(48),
          feedback: '예제 풀이 과정이 빠져 있습니다. 풀이를 보완해서 다시 제출해 주세요.',
          isCompleted: false,
          feedbackBy: teacherId,
          feedbackAt: hours(40),
        });
        if (studentIndex === 0) {
          await ctx.db.insert(submissions).values({
            userId: student.id,
            detailId: second,
            reviewUrl: link(3),
            submittedAt: hours(10),
          });
        }
      }
      // waiting for feedback
      if (third && studentIndex % 2 === 0) {
        await ctx.db.insert(submissions).values({
          userId: student.id,
          detailId: third,
          reviewUrl: link(4),
          submittedAt: hours(5 + studentIndex),
        });
      }
    }
  }

  await seedStudy(ctx, rows);

  for (const [index, seed] of QUESTIONS.entries()) {
    for (const [studentIndex, student] of students.slice(0, 3).entries()) {
      const lecture = lectureList[(index + studentIndex) % Math.min(lectureList.length, 3)]!;
      const [question] = await ctx.db
        .insert(questions)
        .values({
          userId: student.id,
          lectureId: lecture.id,
          title: seed.title,
          content: seed.content,
          createdAt: hours(30 - index * 5 - studentIndex),
          // Waits for staff until answered, as the answer route keeps it.
          waitingSince: seed.answer ? null : hours(30 - index * 5 - studentIndex),
        })
        .returning();
      if (seed.answer) {
        await ctx.db.insert(answers).values({
          questionId: question!.id,
          teacherId: lecture.teacherId ?? teachers[0]!.id,
          content: seed.answer,
          createdAt: hours(20 - index * 4),
        });
      }
    }
  }
}

/**
 * The demo student's study in the first lecture (docs/product/learning.md), recorded as the API
 * records it: the first video watched to the end (completed), the next one half watched (the
 * dashboard's continue card), a failed then a passed quiz attempt, three study days in a row and a
 * faster default speed.
 */
async function seedStudy(
  ctx: SeedContext,
  rows: { id: number; lectureId: number; type: string }[],
) {
  const first = ctx.lectures?.[0];
  if (!first) return;
  const student = ctx.users.student;
  const lessons = rows.filter((row) => row.lectureId === first.id);
  const videos = lessons.filter((row) => row.type === 'VIDEO');
  const quiz = lessons.find((row) => row.type === 'QUIZ');

  const lengths = await ctx.db
    .select({ detailId: contents.detailId, seconds: contents.videoDuration })
    .from(contents)
    .where(inArray(contents.detailId, videos.map((video) => video.id).concat(0)));
  const lengthOf = (detailId: number) =>
    (lengths.find((row) => row.detailId === detailId)?.seconds ?? 0) * 1000;
  for (const [index, video] of videos.slice(0, 2).entries()) {
    const durationMs = lengthOf(video.id);
    if (durationMs === 0) continue;
    const watchedMs = index === 0 ? durationMs : Math.round(durationMs / 2);
    await ctx.db.insert(watchProgress).values({
      userId: student.id,
      detailId: video.id,
      intervals: [0, watchedMs],
      watchedMs,
      durationMs,
      lastPositionMs: watchedMs,
      positionAt: hours(index === 0 ? 50 : 26),
      createdAt: hours(index === 0 ? 52 : 27),
      updatedAt: hours(index === 0 ? 50 : 26),
    });
    // the day it was watched, as the watch report keeps it for the week's watched time
    await ctx.db
      .insert(watchDays)
      .values({
        userId: student.id,
        lectureId: first.id,
        day: seoulDay(hours(index === 0 ? 50 : 26)),
        watchedMs,
      })
      .onConflictDoUpdate({
        target: [watchDays.userId, watchDays.day, watchDays.lectureId],
        set: { watchedMs: sql`${watchDays.watchedMs} + excluded.watched_ms` },
      });
    if (index === 0) {
      await ctx.db.insert(lessonCompletions).values({
        userId: student.id,
        detailId: video.id,
        reason: 'WATCHED',
        completedAt: hours(50),
      });
    }
  }

  if (quiz) {
    const options = await ctx.db
      .select({ quizId: quizzes.id, optionId: quizOptions.id, isCorrect: quizOptions.isCorrect })
      .from(quizzes)
      .innerJoin(quizOptions, eq(quizOptions.quizId, quizzes.id))
      .where(eq(quizzes.detailId, quiz.id))
      .orderBy(asc(quizzes.position), asc(quizOptions.position));
    const questionIds = [...new Set(options.map((option) => option.quizId))];
    const answer = (quizId: number, right: boolean) => {
      const option = options.find((o) => o.quizId === quizId && o.isCorrect === right)!;
      return { quizId, optionId: option.optionId, isCorrect: right };
    };
    const total = questionIds.length;
    if (total > 0) {
      // First try: only the first question right; second try: all right.
      const attempts = [
        { answers: questionIds.map((id, i) => answer(id, i === 0)), at: hours(28) },
        { answers: questionIds.map((id) => answer(id, true)), at: hours(27) },
      ];
      for (const attempt of attempts) {
        const correctAnswers = attempt.answers.filter((a) => a.isCorrect).length;
        await ctx.db.insert(quizAttempts).values({
          userId: student.id,
          detailId: quiz.id,
          totalQuestions: total,
          correctAnswers,
          score: Math.round((correctAnswers / total) * 100),
          answers: attempt.answers,
          createdAt: attempt.at,
        });
      }
      await ctx.db.insert(lessonCompletions).values({
        userId: student.id,
        detailId: quiz.id,
        reason: 'QUIZ_PASSED',
        completedAt: hours(27),
      });
    }
  }

  await ctx.db
    .insert(studyDays)
    .values([50, 26, 2].map((h) => ({ userId: student.id, day: studyDay(hours(h)) })))
    .onConflictDoNothing();
  await ctx.db.insert(learningSettings).values({ userId: student.id, playbackRate: 1.25 });
}
