// Universities staff keep and pass stories (합격후기, docs/product/learning.md): a realistic list of
// Japanese universities (national and public, private, medical) and stories by seeded graduates,
// most approved (some featured on the home page), one waiting for an admin. A story by a seeded
// student fits their profile (track, subjects, goal universities); each names a lecture the
// academy has, of the subject it speaks of. Each university has its EJU subject set, and most
// approved stories carry the admit's official scores, so the score tracker has ranges to show: the
// demo student's first goal (도쿄대학) has 6 admits with scores, the second (교토대학) 3, fewer
// than the 5 a range needs. The demo student has official sittings of their own (one expired, one
// without 数学) so the tracker has a sitting to recommend (docs/product/mock-exams.md).
import { ejuSittings } from '../schema/accounts.ts';
import { passStories, universities } from '../schema/reviews.ts';
import type { SeedContext } from './context.ts';

type Type = (typeof universities.$inferInsert)['type'];
type Subjects = Pick<typeof universities.$inferInsert, 'japaneseRequired' | 'science' | 'math'>;
type Scores = Omit<typeof ejuSittings.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** 理系 national and medical schools ask for 理科 and コース2, 文系 private ones 総合科目 and コース1. */
const SUBJECTS_BY_TYPE: Record<Type, Subjects> = {
  NATIONAL: { japaneseRequired: true, science: 'SCIENCE', math: 'COURSE2' },
  PRIVATE: { japaneseRequired: true, science: 'GENERAL', math: 'COURSE1' },
  MEDICAL: { japaneseRequired: true, science: 'SCIENCE', math: 'COURSE2' },
};
const SUBJECTS_BY_NAME: Record<string, Subjects> = {
  히토쓰바시대학: { japaneseRequired: true, science: 'GENERAL', math: 'COURSE1' },
  도쿄이과대학: { japaneseRequired: true, science: 'SCIENCE', math: 'COURSE2' },
  리쓰메이칸아시아태평양대학: { japaneseRequired: true, science: 'NONE', math: 'NONE' },
};

/** An admit of 理科 with コース2 (the sitting two years before the story's admission). */
const science = (
  year: number,
  [reading, listening, writing, physics, chemistry, math]: number[],
): Scores => ({
  year: year - 1,
  month: 6,
  japaneseReading: reading!,
  japaneseListening: listening!,
  japaneseWriting: writing!,
  science1Subject: 'PHYSICS',
  science1Score: physics!,
  science2Subject: 'CHEMISTRY',
  science2Score: chemistry!,
  mathCourse: 'COURSE2',
  mathScore: math!,
});
/** An admit of 総合科目 with コース1. */
const general = (
  year: number,
  [reading, listening, writing, generalStudies, math]: number[],
): Scores => ({
  year: year - 1,
  month: 11,
  japaneseReading: reading!,
  japaneseListening: listening!,
  japaneseWriting: writing!,
  generalStudies: generalStudies!,
  mathCourse: 'COURSE1',
  mathScore: math!,
});

export const UNIVERSITY_SEEDS: [string, Type][] = [
  ['도쿄대학', 'NATIONAL'],
  ['교토대학', 'NATIONAL'],
  ['오사카대학', 'NATIONAL'],
  ['도호쿠대학', 'NATIONAL'],
  ['나고야대학', 'NATIONAL'],
  ['규슈대학', 'NATIONAL'],
  ['홋카이도대학', 'NATIONAL'],
  ['도쿄과학대학', 'NATIONAL'],
  ['히토쓰바시대학', 'NATIONAL'],
  ['고베대학', 'NATIONAL'],
  ['쓰쿠바대학', 'NATIONAL'],
  ['요코하마국립대학', 'NATIONAL'],
  ['히로시마대학', 'NATIONAL'],
  ['지바대학', 'NATIONAL'],
  ['오사카공립대학', 'NATIONAL'],
  ['와세다대학', 'PRIVATE'],
  ['게이오기주쿠대학', 'PRIVATE'],
  ['조치대학', 'PRIVATE'],
  ['도쿄이과대학', 'PRIVATE'],
  ['메이지대학', 'PRIVATE'],
  ['릿쿄대학', 'PRIVATE'],
  ['아오야마가쿠인대학', 'PRIVATE'],
  ['주오대학', 'PRIVATE'],
  ['호세이대학', 'PRIVATE'],
  ['도시샤대학', 'PRIVATE'],
  ['리쓰메이칸대학', 'PRIVATE'],
  ['간사이대학', 'PRIVATE'],
  ['간세이가쿠인대학', 'PRIVATE'],
  ['리쓰메이칸아시아태평양대학', 'PRIVATE'],
  ['지케이카이의과대학', 'MEDICAL'],
  ['니혼의과대학', 'MEDICAL'],
  ['준텐도대학 의학부', 'MEDICAL'],
  ['도쿄의과대학', 'MEDICAL'],
  ['오사카의과약과대학', 'MEDICAL'],
  ['사이타마의과대학', 'MEDICAL'],
];

const STORIES: {
  author: string;
  university: string;
  major: string;
  year: number;
  reason: string;
  method: string;
  advice: string;
  featured?: boolean;
  pending?: boolean;
  scores?: Scores;
}[] = [
  {
    author: '박지우',
    university: '도쿄대학',
    major: '이과 1류',
    year: 2025,
    reason:
      '혼자 준비하다가 수학 코스2에서 계속 막혔는데, 기출 유형별로 정리된 강의와 빠른 질문 답변이 결정적이었습니다.',
    method:
      '평일에는 강의 두 개와 복습 퀴즈, 주말에는 실전 모의고사 한 세트를 풀고 틀린 문제를 오답 노트로 정리했습니다.',
    advice: '점수가 오르지 않는 시기가 꼭 옵니다. 그때 기출을 한 번 더 보세요. 반드시 오릅니다.',
    featured: true,
    scores: science(2025, [178, 172, 40, 88, 84, 186]),
  },
  {
    author: '이서준',
    university: '와세다대학',
    major: '정치경제학부',
    year: 2025,
    reason:
      '종합과목 시사 특강이 있어서 선택했습니다. 일본 사회 이슈를 한국어로 정리해 주는 곳이 드물었어요.',
    method:
      '매일 아침 시사 자료를 읽고 종합과목 키워드를 20개씩 외웠습니다. 지망이유서는 세 번 첨삭을 받았습니다.',
    advice: '면접 준비는 일찍 시작하세요. 말로 설명해 보면 부족한 부분이 보입니다.',
    featured: true,
    scores: general(2025, [171, 165, 40, 168, 172]),
  },
  {
    author: '최민서',
    university: '오사카대학',
    major: '기초공학부',
    year: 2024,
    reason: '물리 개념을 그림으로 설명해 주는 강의가 저와 잘 맞았습니다.',
    method: '역학과 전자기 파트를 챕터마다 퀴즈로 확인하고, 90% 이상 맞을 때까지 다시 들었습니다.',
    advice: '이과 과목은 개념이 먼저입니다. 문제 풀이만 반복하지 마세요.',
    featured: true,
    scores: science(2024, [160, 152, 35, 82, 75, 170]),
  },
  {
    author: '정하윤',
    university: '게이오기주쿠대학',
    major: '경제학부',
    year: 2024,
    reason: '일본어 독해 시간이 늘 부족했는데, 시간 배분 요령을 알려 주는 강의가 있었습니다.',
    method: '독해 지문을 매일 두 개씩 시간을 재며 풀고, 모르는 어휘는 단어장 앱에 모았습니다.',
    advice: '일본어 점수는 매일 조금씩이 답입니다. 하루도 쉬지 마세요.',
    featured: true,
  },
  {
    author: '송민재',
    university: '지케이카이의과대학',
    major: '의학과',
    year: 2025,
    reason: '의대 면접과 소논문까지 한 곳에서 준비할 수 있었습니다.',
    method:
      '화학과 생물을 오전에, 수학을 오후에 공부하고 밤에는 소논문 주제를 하나씩 정리했습니다.',
    advice: '의대는 면접이 당락을 가릅니다. 모의 면접을 최대한 많이 해 보세요.',
    featured: true,
  },
  {
    author: '윤서아',
    university: '교토대학',
    major: '공학부 정보학과',
    year: 2023,
    reason: '선배 합격후기를 읽고 같은 방법으로 공부하고 싶었습니다.',
    method:
      '수학은 매일 다섯 문제, 물리는 주 3회 실전 풀이, 일본어는 청해 스크립트 받아쓰기를 했습니다.',
    advice: '목표 대학의 기출 경향을 일찍 파악하면 공부 방향이 분명해집니다.',
    scores: science(2023, [172, 168, 40, 86, 80, 182]),
  },
  {
    author: '임지호',
    university: '리쓰메이칸대학',
    major: '국제관계학부',
    year: 2023,
    reason: '온라인으로 지방에서도 현장 강의처럼 들을 수 있었습니다.',
    method: '강의를 1.5배속으로 한 번, 정속으로 한 번 들으며 필기를 정리했습니다.',
    advice: '영어 성적도 함께 준비하면 선택지가 훨씬 넓어집니다.',
  },
  {
    author: '한유진',
    university: '나고야대학',
    major: '농학부',
    year: 2024,
    reason: '과제 피드백이 꼼꼼하다는 이야기를 듣고 등록했습니다.',
    method: '매주 과제를 제출하고 피드백 받은 부분을 다음 주 계획에 반영했습니다.',
    advice: '피드백을 받으면 바로 고치세요. 미루면 같은 실수를 반복합니다.',
    scores: science(2024, [150, 146, 30, 70, 72, 158]),
  },
  {
    author: '오세훈',
    university: '도시샤대학',
    major: '상학부',
    year: 2025,
    reason: '지망이유서 첨삭을 받고 싶어서 선택했습니다.',
    method: '지망이유서를 다섯 번 고쳐 쓰고, 면접 예상 질문 30개에 답을 준비했습니다.',
    advice: '자기 이야기를 솔직하게 쓰는 것이 가장 설득력 있습니다.',
    pending: true,
    scores: general(2025, [150, 150, 35, 150, 140]),
  },
  // more admits of the demo student's goals, with the scores they gave
  ...(
    [
      ['문지훈', 2025, '이과 2류', [182, 176, 45, 92, 88, 190]],
      ['배수아', 2024, '이과 1류', [170, 160, 40, 85, 90, 180]],
      ['조현우', 2024, '이과 1류', [175, 170, 35, 90, 82, 184]],
      ['신예린', 2023, '이과 3류', [168, 174, 40, 80, 86, 176]],
      ['권태양', 2025, '이과 1류', [180, 166, 45, 94, 85, 192]],
    ] as const
  ).map(([author, year, major, scores]) => ({
    author,
    university: '도쿄대학',
    major,
    year,
    reason: '이과 과목과 수학 코스2를 함께 준비할 수 있는 커리큘럼이 좋았습니다.',
    method: '모의고사를 매달 보고, 과목별 점수 추이를 보며 약한 과목에 시간을 더 썼습니다.',
    advice: '일본어 점수는 늦게 오릅니다. 이과 과목보다 먼저 시작하세요.',
    scores: science(year, [...scores]),
  })),
  ...(
    [
      ['남궁민', 2025, '이학부', [165, 160, 35, 84, 78, 176]],
      ['홍나래', 2024, '약학부', [170, 158, 40, 76, 88, 172]],
    ] as const
  ).map(([author, year, major, scores]) => ({
    author,
    university: '교토대학',
    major,
    year,
    reason: '교토대학 합격생의 공부법을 알려 주는 상담이 도움이 되었습니다.',
    method: '기출 문제를 시간을 재며 풀고, 틀린 문제는 강의로 다시 복습했습니다.',
    advice: '기술(記述)은 매주 한 편씩 써서 첨삭을 받으세요.',
    scores: science(year, [...scores]),
  })),
];

/** A sitting as a story's columns: its year and month are the sitting's, not the admission's. */
const sittingColumns = ({ year, month, ...scores }: Scores) => ({
  ejuYear: year,
  ejuMonth: month,
  ...scores,
});

export async function seedPassStories(ctx: SeedContext) {
  const rows = await ctx.db
    .insert(universities)
    .values(
      UNIVERSITY_SEEDS.map(([name, type]) => ({
        name,
        type,
        ...(SUBJECTS_BY_NAME[name] ?? SUBJECTS_BY_TYPE[type]),
      })),
    )
    .returning();
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  const byName = new Map(ctx.users.students.map((student) => [student.name, student.id]));
  const now = Date.now();
  await ctx.db.insert(passStories).values(
    STORIES.map((story, index) => {
      const createdAt = new Date(now - (STORIES.length - index) * 9 * 86_400_000);
      return {
        userId: byName.get(story.author) ?? null,
        authorName: story.author,
        universityId: idOf.get(story.university)!,
        major: story.major,
        year: story.year,
        reason: story.reason,
        method: story.method,
        advice: story.advice,
        status: story.pending ? ('PENDING' as const) : ('APPROVED' as const),
        featured: story.featured ?? false,
        reviewedAt: story.pending ? null : createdAt,
        createdAt,
        ...(story.scores && sittingColumns(story.scores)),
      };
    }),
  );

  // The demo student's official sittings: last year's June (every subject: the one to submit),
  // last year's November (no 数学) and one three years back (expired).
  const year = new Date(now).getUTCFullYear();
  await ctx.db.insert(ejuSittings).values([
    { userId: ctx.users.student.id, ...science(year, [158, 150, 30, 72, 66, 150]) },
    {
      userId: ctx.users.student.id,
      year: year - 1,
      month: 11,
      japaneseReading: 165,
      japaneseListening: 158,
      japaneseWriting: 35,
      science1Subject: 'PHYSICS',
      science1Score: 78,
      science2Subject: 'CHEMISTRY',
      science2Score: 70,
    },
    { userId: ctx.users.student.id, ...science(year - 2, [190, 190, 50, 100, 100, 200]) },
  ]);
}
