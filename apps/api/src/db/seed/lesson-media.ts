// Demo captions (docs/product/player-controls.md): Korean and Japanese WebVTT tracks on each
// lecture's first video lessons, timed over the 75-second sample video, so `npm start` shows the
// caption menu and its overlay on the demo student's lessons.
import { asc, eq } from 'drizzle-orm';
import { parseWebVtt } from '@academy/api-client/learning/webvtt';
import { chapters, details } from '../schema/lectures.ts';
import { lessonCaptions } from '../schema/lesson-media.ts';
import type { SeedContext } from './context.ts';

const LINES = {
  ko: [
    '안녕하세요, 여러분.',
    '오늘은 독해 문제의 흐름을 봅니다.',
    '핵심 문장에 밑줄을 그어 보세요.',
    '다음 장면에서 정답을 확인합니다.',
  ],
  ja: [
    '皆さん、こんにちは。',
    '今日は読解問題の流れを見ます。',
    '大事な文に線を引いてみましょう。',
    '次の場面で答えを確認します。',
  ],
} as const;

const stamp = (seconds: number) =>
  `00:${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`;

/** A cue every five seconds over the sample video's 75 seconds. */
export function demoVtt(lang: keyof typeof LINES) {
  const cues = [];
  for (let start = 0, n = 0; start < 75; start += 5, n += 1) {
    cues.push(`${stamp(start)} --> ${stamp(start + 4)}\n${LINES[lang][n % LINES[lang].length]}`);
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

export async function seedLessonMedia(ctx: SeedContext) {
  for (const lecture of ctx.lectures ?? []) await seedLecture(ctx, lecture);
}

/** The lecture's first two video lessons get both tracks. */
async function seedLecture(ctx: SeedContext, lecture: { id: number; teacherId: number }) {
  const lessons = await ctx.db
    .select({ id: details.id, type: details.type })
    .from(details)
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .where(eq(chapters.lectureId, lecture.id))
    .orderBy(asc(chapters.chapterOrder), asc(details.detailOrder), asc(details.id));
  for (const lesson of lessons.filter((row) => row.type === 'VIDEO').slice(0, 2)) {
    for (const [lang, label] of [
      ['ko', '한국어'],
      ['ja', '日本語'],
    ] as const) {
      const vtt = demoVtt(lang);
      const parsed = parseWebVtt(vtt);
      const stored = await ctx.files.storeCaption(vtt, `${lang}.vtt`);
      await ctx.db.insert(lessonCaptions).values({
        detailId: lesson.id,
        lang,
        label,
        fileKey: stored.key,
        size: stored.size,
        cueCount: parsed.ok ? parsed.cues.length : 0,
        createdBy: lecture.teacherId,
      });
    }
  }
}
