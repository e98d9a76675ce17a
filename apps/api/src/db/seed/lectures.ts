// Six EJU lectures, each taught by the seeded teacher of its subject (the demo teacher owning the
// physics and science-maths ones), each with chapters and details of every type (video on the
// sample video, live with its time and join link, quiz with questions and options, other) and
// study materials with attachments (a generated PDF and PNG).
import sharp from 'sharp';
import {
  attachments,
  chapters,
  contents,
  details,
  lectures,
  quizOptions,
  quizzes,
} from '../schema/lectures.ts';
import type { SeedContext } from './context.ts';
import { DEMO_VIDEO_SECONDS } from './videos.ts';
import { SEOUL_OFFSET_MS } from '../../lib/seoul-time.ts';

type DetailSeed = { title: string; type: 'VIDEO' | 'LIVE' | 'QUIZ' | 'OTHER'; text?: string };

// Each lecture is taught by the teacher of its subject (users.ts: teaching_subjects); the demo
// teacher (물리, 이과 수학) owns the first two, the lectures e2e journeys and the live chat use.
const LECTURES = [
  {
    title: 'EJU 물리 기초부터 실전까지',
    subtitle: '역학과 전자기 개념 정리',
    description: '물리 개념을 그림으로 이해하고 EJU 형식의 문제로 바로 적용합니다.',
    subject: '물리',
    category: '물리',
    course: '기본',
    target: '물리를 처음 시작하는 이과 수험생',
    price: 160000,
    period: 0,
    textbookName: null,
    textbookPrice: null,
    hue: 20,
  },
  {
    title: 'EJU 이과 수학 코스2 실전',
    subtitle: '미적분과 벡터 집중 훈련',
    description: '코스2 빈출 단원을 실전 문제로 정리하고 매주 모의고사로 점검합니다.',
    subject: '이과 수학',
    category: '수학',
    course: '심화',
    target: '이과 지망 수험생',
    price: 220000,
    period: 120,
    textbookName: '코스2 실전 문제집',
    textbookPrice: 25000,
    hue: 150,
  },
  {
    title: 'EJU 일본어 독해 완성',
    subtitle: '기출 패턴으로 끝내는 독해 전략',
    description: '최근 10년 EJU 독해 기출을 유형별로 분석하고, 시간 안에 푸는 전략을 익힙니다.',
    subject: '일본어',
    category: '일본어',
    course: '기본',
    target: 'EJU 일본어 300점 이상 목표 수험생',
    price: 180000,
    period: 90,
    textbookName: 'EJU 독해 기출 분석집',
    textbookPrice: 18000,
    hue: 210,
  },
  {
    title: 'EJU 화학 핵심 정리',
    subtitle: '이론화학과 유기화학 한 번에',
    description: '자주 나오는 계산 유형과 유기화학 반응을 체계적으로 정리합니다.',
    subject: '화학',
    category: '화학',
    course: '기본',
    target: '이과 수험생',
    price: 150000,
    period: 60,
    textbookName: '화학 핵심 노트',
    textbookPrice: 22000,
    hue: 280,
  },
  {
    title: '종합과목 시사 특강',
    subtitle: '문과 수험생을 위한 종합과목 대비',
    description: '정치, 경제, 지리, 역사의 핵심 주제와 최신 시사를 함께 다룹니다.',
    subject: '종합과목',
    category: '종합과목',
    course: '특별',
    target: '문과 지망 수험생',
    price: 140000,
    period: 0,
    textbookName: null,
    textbookPrice: null,
    hue: 45,
  },
  {
    title: '지망이유서와 면접 대비반',
    subtitle: '합격하는 지망이유서 쓰기',
    description: '대학별 출원 서류 작성법과 면접 질문 대비를 1:1 첨삭으로 진행합니다.',
    subject: '지망이유서',
    category: '지망이유서',
    course: '특별',
    target: '출원을 앞둔 수험생',
    price: 250000,
    period: 30,
    textbookName: null,
    textbookPrice: null,
    hue: 330,
  },
] as const;

const CHAPTERS: { title: string; details: DetailSeed[] }[] = [
  {
    title: '1장. 오리엔테이션과 학습 전략',
    details: [
      {
        title: '강의 소개와 학습 방법',
        type: 'VIDEO',
        text: '강의 전체 흐름과 주차별 학습 계획을 안내합니다. 아래 자료를 내려받아 계획표를 작성하세요.',
      },
      {
        title: '실시간 질의응답 (매주 토요일 20시)',
        type: 'LIVE',
        text: '실시간 수업에서 한 주 동안의 질문을 함께 풀어 봅니다.',
      },
    ],
  },
  {
    title: '2장. 핵심 개념',
    details: [
      {
        title: '핵심 개념 정리',
        type: 'VIDEO',
        text: '출제 빈도가 높은 개념을 예제와 함께 정리합니다.',
      },
      { title: '개념 확인 퀴즈', type: 'QUIZ' },
      {
        title: '정리 노트 작성 과제',
        type: 'OTHER',
        text: '배운 내용을 한 장으로 정리해 블로그나 노션에 올리고 링크를 제출하세요.',
      },
    ],
  },
  {
    title: '3장. 실전 문제 풀이',
    details: [
      {
        title: '기출 문제 해설',
        type: 'VIDEO',
        text: '최근 기출 문제를 시간 배분과 함께 해설합니다.',
      },
      {
        title: '실전 모의고사 리뷰',
        type: 'OTHER',
        text: '모의고사를 풀고 오답 노트 링크를 제출하세요.',
      },
    ],
  },
];

const QUIZ = [
  {
    question: 'EJU 시험은 1년에 몇 번 시행되나요?',
    options: ['1회', '2회', '3회', '4회'],
    correct: 1,
    explanation: 'EJU는 매년 6월과 11월, 두 번 시행됩니다.',
  },
  {
    question: 'EJU 점수는 보통 몇 년간 유효한가요?',
    options: ['6개월', '1년', '2년', '5년'],
    correct: 2,
    explanation:
      '대부분의 대학은 최근 2년(4회) 이내의 성적을 인정합니다. 지원 대학의 요강을 꼭 확인하세요.',
  },
  {
    question: '일본어 과목의 기술(記述) 문제는 몇 점 만점인가요?',
    options: ['50점', '100점', '200점', '400점'],
    correct: 0,
    explanation: '기술 문제는 50점 만점으로, 독해·청해·청독해(400점)와 따로 채점됩니다.',
  },
  {
    question: '종합과목과 이과(물리·화학·생물) 중 하나를 고르는 기준은?',
    options: ['희망 계열', '수험 회차', '시험 언어', '거주 지역'],
    correct: 0,
    explanation:
      '문과 계열은 종합과목, 이과 계열은 이과 과목을 봅니다. 지원 학부의 지정 과목을 따르세요.',
  },
];

/** A lecture thumbnail: soft geometric art in the lecture's hue (no text to translate). */
function thumbnailArt(hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
  <rect width="1200" height="800" fill="hsl(${hue},55%,30%)"/>
  <circle cx="900" cy="220" r="260" fill="hsl(${(hue + 30) % 360},60%,55%)" opacity="0.8"/>
  <circle cx="300" cy="620" r="200" fill="hsl(${(hue + 300) % 360},55%,60%)" opacity="0.7"/>
  <rect x="120" y="140" width="420" height="60" rx="30" fill="#ffffff" opacity="0.85"/>
  <rect x="120" y="230" width="300" height="40" rx="20" fill="#ffffff" opacity="0.6"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A one-page PDF handout (ASCII text: PDF's base fonts have no Hangul). */
export function handoutPdf(title: string) {
  const text = `EJU Academy handout - ${title}`.replace(/[^\x20-\x7e]/g, '');
  const stream = `BT /F1 18 Tf 72 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/**
 * The weekly live Q&A (its title: every Saturday at 20:00 Korean time): the next Saturday 20:00
 * after `now`, so the demo always has one coming (docs/product/learning.md: live lessons).
 */
export function nextLiveQa(now = new Date()) {
  const seoul = new Date(now.getTime() + SEOUL_OFFSET_MS);
  const daysToSaturday = (6 - seoul.getUTCDay() + 7) % 7;
  const start = Date.UTC(
    seoul.getUTCFullYear(),
    seoul.getUTCMonth(),
    seoul.getUTCDate() + daysToSaturday,
    20,
  );
  const at = start - SEOUL_OFFSET_MS <= now.getTime() ? start + 7 * DAY_MS : start;
  return new Date(at - SEOUL_OFFSET_MS);
}
const DAY_MS = 24 * 60 * 60 * 1000;
/** A plausible meeting link per lecture (nothing is served there: the demo has no meeting). */
const liveUrlOf = (index: number) =>
  `https://zoom.us/j/8120455${String(index + 1).padStart(4, '0')}`;

export async function seedLectures(ctx: SeedContext) {
  const { teachers, teacher } = ctx.users;
  // The teacher of each lecture's subject (the demo teacher when none teaches it).
  const owners = LECTURES.map(
    (seed) => teachers.find((t) => t.subjects?.includes(seed.subject)) ?? teacher,
  );
  const liveAt = nextLiveQa();
  const chart = await sharp({
    create: { width: 640, height: 360, channels: 3, background: { r: 240, g: 244, b: 250 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><polyline points="40,320 160,240 280,260 400,150 520,90 600,60" fill="none" stroke="#0646cd" stroke-width="8"/></svg>',
        ),
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

  ctx.lectures = [];
  for (const [index, seed] of LECTURES.entries()) {
    const thumbnail = await ctx.files.storeImage(
      new File([new Uint8Array(await thumbnailArt(seed.hue))], `lecture-${index + 1}.png`, {
        type: 'image/png',
      }),
      { maxWidth: 1200, maxHeight: 800 },
    );
    const [lecture] = await ctx.db
      .insert(lectures)
      .values({
        teacherId: owners[index]!.id,
        title: seed.title,
        subtitle: seed.subtitle,
        description: seed.description,
        thumbnailKey: thumbnail.key,
        thumbnailUrl: thumbnail.url,
        thumbnailWidth: thumbnail.width ?? 1200,
        thumbnailHeight: thumbnail.height ?? 800,
        price: seed.price,
        period: seed.period,
        category: seed.category,
        course: seed.course,
        target: seed.target,
        textbookName: seed.textbookName,
        // the printed textbook's price (docs/product/commerce.md): sold online with the course
        textbookPrice: seed.textbookPrice,
      })
      .returning();
    ctx.lectures.push({
      id: lecture!.id,
      title: lecture!.title,
      teacherId: lecture!.teacherId,
      subject: seed.subject,
    });

    for (const [chapterIndex, chapterSeed] of CHAPTERS.entries()) {
      const [chapter] = await ctx.db
        .insert(chapters)
        .values({ lectureId: lecture!.id, title: chapterSeed.title, chapterOrder: chapterIndex })
        .returning();
      for (const [detailIndex, detailSeed] of chapterSeed.details.entries()) {
        const [detail] = await ctx.db
          .insert(details)
          .values({
            chapterId: chapter!.id,
            title: detailSeed.title,
            type: detailSeed.type,
            detailOrder: detailIndex,
            // The opening lesson is each lecture's free preview on its course page.
            isPreview: chapterIndex === 0 && detailIndex === 0 && detailSeed.type === 'VIDEO',
            ...(detailSeed.type === 'LIVE' && {
              liveStartsAt: liveAt,
              liveMinutes: 90,
              liveUrl: liveUrlOf(index),
            }),
          })
          .returning();
        if (detailSeed.type === 'QUIZ') {
          for (const [position, quiz] of QUIZ.entries()) {
            const [row] = await ctx.db
              .insert(quizzes)
              .values({
                detailId: detail!.id,
                question: quiz.question,
                explanation: quiz.explanation,
                position,
              })
              .returning();
            await ctx.db.insert(quizOptions).values(
              quiz.options.map((optionText, optionIndex) => ({
                quizId: row!.id,
                optionText,
                isCorrect: optionIndex === quiz.correct,
                position: optionIndex,
              })),
            );
          }
          continue;
        }
        const [content] = await ctx.db
          .insert(contents)
          .values({
            detailId: detail!.id,
            text: detailSeed.text ?? null,
            videoId: detailSeed.type === 'VIDEO' ? (ctx.sampleVideoId ?? null) : null,
            videoDuration:
              detailSeed.type === 'VIDEO' && ctx.sampleVideoId ? DEMO_VIDEO_SECONDS : null,
            attachmentDescription: chapterIndex === 0 ? '학습 계획표와 참고 그래프입니다.' : null,
          })
          .returning();
        // The first chapter's lessons carry study materials: a PDF handout and a PNG chart.
        if (chapterIndex === 0) {
          const pdf = await ctx.files.storeAttachment(
            new File([handoutPdf(seed.title)], '학습계획표.pdf', { type: 'application/pdf' }),
          );
          const png = await ctx.files.storeAttachment(
            new File([new Uint8Array(chart)], '성적추이그래프.png', { type: 'image/png' }),
          );
          await ctx.db.insert(attachments).values(
            [pdf, png].map((file, position) => ({
              contentId: content!.id,
              fileKey: file.key,
              name: file.name,
              size: file.size,
              mime: file.mime,
              position,
            })),
          );
        }
      }
    }
  }
  await seedDraftLecture(ctx, teacher.id, chart);
}

/**
 * docs/decisions/018-staff-authoring.md: one lecture the demo teacher is still building: a draft
 * (not in the shop or the classroom) with a chapter, a video lesson and an empty quiz, ready to be
 * finished and published.
 */
async function seedDraftLecture(ctx: SeedContext, teacherId: number, art: Buffer) {
  const thumbnail = await ctx.files.storeImage(
    new File([new Uint8Array(art)], 'draft.png', { type: 'image/png' }),
    { maxWidth: 1200, maxHeight: 800 },
  );
  const [lecture] = await ctx.db
    .insert(lectures)
    .values({
      teacherId,
      title: 'EJU 물리 전자기 심화반 (준비 중)',
      subtitle: '전자기 유도와 회로 집중 훈련',
      description: '다음 학기 개강 예정인 물리 심화 강의입니다. 커리큘럼을 준비하고 있습니다.',
      thumbnailKey: thumbnail.key,
      thumbnailUrl: thumbnail.url,
      thumbnailWidth: thumbnail.width ?? 640,
      thumbnailHeight: thumbnail.height ?? 360,
      price: 150000,
      period: 60,
      category: '물리',
      status: 'DRAFT',
    })
    .returning();
  const [chapter] = await ctx.db
    .insert(chapters)
    .values({ lectureId: lecture!.id, title: '1장. 전자기 유도', chapterOrder: 0 })
    .returning();
  await ctx.db.insert(details).values([
    { chapterId: chapter!.id, title: '패러데이 법칙 개념 영상', type: 'VIDEO', detailOrder: 0 },
    { chapterId: chapter!.id, title: '개념 확인 퀴즈', type: 'QUIZ', detailOrder: 1 },
  ]);
}
