// 40 lecture reviews with Korean names, ratings and texts, naming the seeded lectures
// when they exist (ctx.lectures, else the lectures table) and a fixed list of names otherwise.
// A review speaks of its lecture's subject (or of the academy in general), never of another's.
import { sql } from 'drizzle-orm';
import { reviews } from '../schema/reviews.ts';
import type { SeedContext } from './context.ts';

export const REVIEW_COUNT = 40;

const fallbackLectures: [string, string][] = [
  ['EJU 물리 기초부터 실전까지', '물리'],
  ['EJU 이과 수학 코스2 실전', '이과 수학'],
  ['EJU 일본어 독해 완성', '일본어'],
  ['EJU 화학 핵심 정리', '화학'],
  ['종합과목 시사 특강', '종합과목'],
  ['지망이유서와 면접 대비반', '지망이유서'],
];

const names = [
  '김민준',
  '이서연',
  '박지호',
  '최수아',
  '정도윤',
  '강하은',
  '조예준',
  '윤지유',
  '장시우',
  '임서윤',
  '한준서',
  '오하린',
  '서지안',
  '신유나',
  '권도현',
  '황채원',
  '안건우',
  '송지민',
  '류은서',
  '홍태윤',
];

/** subject null: fits any lecture */
const texts: { subject: string | null; rating: number; title: string; content: string }[] = [
  {
    subject: '이과 수학',
    rating: 5,
    title: '수학 점수가 확실히 올랐어요',
    content:
      '처음에는 코스2 미적분이 너무 어려웠는데, 선생님이 기출 유형별로 정리해 주셔서 모의고사 점수가 140점대에서 180점대로 올랐습니다.',
  },
  {
    subject: '이과 수학',
    rating: 4,
    title: '벡터 단원이 정리됐어요',
    content:
      '벡터와 미적분 빈출 유형을 매주 모의고사로 점검하니 실수가 줄었습니다. 코스2를 준비하는 분께 추천합니다.',
  },
  {
    subject: '일본어',
    rating: 5,
    title: '독해 시간 관리가 쉬워졌어요',
    content:
      '지문을 읽는 순서와 시간 배분을 알려 주셔서 실전에서 시간이 남았습니다. 일본어 독해가 자신 없는 분께 추천합니다.',
  },
  {
    subject: '일본어',
    rating: 5,
    title: '기술 답안까지 챙겨 주세요',
    content:
      '독해뿐 아니라 기술 답안의 구성까지 첨삭해 주셔서 일본어 점수가 고르게 올랐습니다. 원어민 선생님의 설명이 자연스러워요.',
  },
  {
    subject: '물리',
    rating: 5,
    title: '물리를 포기하지 않게 해 준 강의',
    content:
      '역학 파트에서 계속 막혔는데 그림으로 하나씩 풀어 주셔서 이해가 됐습니다. 덕분에 이과 과목을 끝까지 준비할 수 있었어요.',
  },
  {
    subject: '물리',
    rating: 4,
    title: '전자기 파트가 특히 좋아요',
    content:
      '전자기 단원을 그림으로 정리해 주셔서 공식만 외우던 습관이 바뀌었습니다. 실시간 질의응답에서 질문도 바로 해결했어요.',
  },
  {
    subject: '화학',
    rating: 4,
    title: '화학 암기가 줄었어요',
    content:
      '외울 것과 이해할 것을 구분해 주셔서 공부 부담이 줄었습니다. 문제 풀이 영상이 조금 더 있으면 좋겠어요.',
  },
  {
    subject: '화학',
    rating: 5,
    title: '계산 문제가 빨라졌어요',
    content:
      '몰 계산과 화학 평형 문제를 유형별로 연습해서 실전에서 시간이 남았습니다. 매주 모의고사도 도움이 됐어요.',
  },
  {
    subject: '지망이유서',
    rating: 5,
    title: '지망이유서 첨삭이 큰 도움이 됐어요',
    content:
      '세 번이나 고쳐 주셨는데 매번 구체적인 피드백을 주셔서 마지막에는 자신 있게 제출했습니다. 결국 1지망에 합격했어요!',
  },
  {
    subject: '지망이유서',
    rating: 5,
    title: '면접 준비까지 완벽하게',
    content:
      '모의 면접을 여러 번 해 주셔서 실제 면접에서 긴장하지 않았습니다. 예상 질문이 실제로 나와서 놀랐어요.',
  },
  {
    subject: '종합과목',
    rating: 5,
    title: '종합과목 시사 정리가 최고',
    content:
      '일본 사회와 세계 정세를 한 번에 정리해 주셔서 종합과목 점수가 많이 올랐습니다. 매주 시사 자료도 좋았어요.',
  },
  {
    subject: '종합과목',
    rating: 4,
    title: '경제 파트 정리가 깔끔해요',
    content:
      '환율과 무역 같은 경제 개념을 시사와 엮어 설명해 주셔서 외우기 쉬웠습니다. 지리 파트 자료가 조금 더 있으면 좋겠어요.',
  },
  {
    subject: null,
    rating: 4,
    title: '설명이 친절하고 꼼꼼해요',
    content:
      '질문 게시판에 올린 질문에 하루 만에 자세한 답변을 받았습니다. 강의 자료 PDF도 정리가 잘 되어 있어요.',
  },
  {
    subject: null,
    rating: 3,
    title: '내용은 좋지만 진도가 빨라요',
    content:
      '강의 내용은 알찬데 저한테는 진도가 조금 빨랐습니다. 복습용 영상을 여러 번 돌려 보면서 따라갔어요.',
  },
  {
    subject: null,
    rating: 4,
    title: '온라인으로도 현장 강의처럼',
    content:
      '지방에 살아서 온라인으로만 들었는데 과제 피드백까지 받을 수 있어서 현장 수업과 다르지 않았습니다.',
  },
];

/** The review texts that fit a lecture: its subject's, then the general ones. */
const textsFor = (subject: string | undefined) => [
  ...texts.filter((text) => text.subject !== null && text.subject === subject),
  ...texts.filter((text) => text.subject === null),
];

type SeedLecture = {
  id: number | null;
  title: string;
  teacherId: number | null;
  subject?: string;
};

async function seedLectures(ctx: SeedContext): Promise<SeedLecture[]> {
  if (ctx.lectures?.length) return ctx.lectures;
  const exists = await ctx.db.execute<{ name: string | null }>(
    sql`select to_regclass('public.lectures')::text as name`,
  );
  const existsRows = (exists as unknown as { rows?: { name: string | null }[] }).rows ?? exists;
  const fallback = fallbackLectures.map(([title, subject]) => ({
    id: null,
    title,
    teacherId: null,
    subject,
  }));
  if (!(existsRows as { name: string | null }[])[0]?.name) return fallback;
  const result = await ctx.db.execute<{ id: number; title: string; teacher_id: number }>(
    sql`select id, title, teacher_id from lectures order by id`,
  );
  const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as {
    id: number;
    title: string;
    teacher_id: number;
  }[];
  return rows.length
    ? rows.map((row) => ({ id: row.id, title: row.title, teacherId: row.teacher_id }))
    : fallback;
}

const replies = [
  '소중한 후기 감사합니다. 남은 기간도 끝까지 함께 달려 봐요!',
  '꾸준히 복습해 주신 덕분입니다. 다음 시험에서도 좋은 결과 있기를 바랍니다.',
  '의견 감사합니다. 말씀하신 부분은 보충 영상으로 준비하겠습니다.',
];

/**
 * Reviews by students who are not demo accounts (userId null: the demo student may still write
 * their own, the journey). Some are anonymous, the newest good ones featured on the home
 * page, some answered by the lecture's teacher.
 */
export async function seedReviews(ctx: SeedContext) {
  const lectures = await seedLectures(ctx);
  const teacherName = new Map(ctx.users.teachers.map((teacher) => [teacher.id, teacher.name]));
  const now = Date.now();
  const rows = Array.from({ length: REVIEW_COUNT }, (_, i) => {
    const lecture = lectures[i % lectures.length]!;
    const fitting = textsFor(lecture.subject);
    const text = fitting[Math.floor(i / lectures.length) % fitting.length]!;
    const createdAt = new Date(now - (REVIEW_COUNT - i) * 4 * 86_400_000 - i * 2_700_000);
    const replier = lecture.teacherId === null ? undefined : teacherName.get(lecture.teacherId);
    const replied = replier !== undefined && i % 4 === 1;
    return {
      userName: names[i % names.length]!,
      anonymous: i % 7 === 3,
      rating: text.rating,
      title: text.title,
      content: text.content,
      lectureId: lecture.id,
      lectureName: lecture.title,
      featured: i >= REVIEW_COUNT - 16 && text.rating >= 4 && i % 2 === 0,
      replyContent: replied ? replies[i % replies.length]! : null,
      replyUserId: replied ? lecture.teacherId : null,
      replyAuthorName: replied ? replier : null,
      repliedAt: replied ? new Date(createdAt.getTime() + 86_400_000) : null,
      // oldest first, about four days apart
      createdAt,
      updatedAt: createdAt,
    };
  });
  await ctx.db.insert(reviews).values(rows);
}
