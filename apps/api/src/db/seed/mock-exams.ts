// EJU mock exams (docs/product/mock-exams.md): a question bank of 日本語 and 数学 items, one 日本語
// mock open now for the students of the demo teacher's first lecture (記述, 読解, 聴解 with audio),
// one that closed last month with graded results (the score tracker and the distribution have
// history to show), and a 数学 draft still being written.
import {
  linearTable,
  MOCK_TEMPLATES,
  SECTION_SCALE,
  type MockSectionKind,
} from '@academy/api-client/contract/eju';
import {
  mockAnswers,
  mockExams,
  mockItems,
  mockSectionScores,
  mockSections,
  mockSittings,
  mockTargets,
  questionBankItems,
} from '../schema/mock-exams.ts';
import { eq, inArray } from 'drizzle-orm';
import type { SeedContext } from './context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY_MS);

/**
 * A short WAV tone (16-bit mono PCM): the listening items' audio. Real recordings are uploaded by
 * staff; the demo needs something a browser plays.
 */
export function toneWav(seconds: number, hertz = 440, rate = 8000): Uint8Array {
  const samples = Math.round(seconds * rate);
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) =>
    [...text].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let index = 0; index < samples; index++) {
    const fade = Math.min(1, index / 400, (samples - index) / 400);
    const value = Math.sin((2 * Math.PI * hertz * index) / rate) * 0.3 * fade;
    view.setInt16(44 + index * 2, Math.round(value * 32767), true);
  }
  return bytes;
}

type Choice = {
  unit: string;
  difficulty: number;
  stem: string;
  options: string[];
  answerIndex: number;
  explanation: string;
};

const READING: Choice[] = [
  {
    unit: '語彙',
    difficulty: 2,
    stem: '「彼の説明はいつも簡潔だ。」の「簡潔」に最も近い意味のものを選びなさい。',
    options: ['短くてわかりやすい', '長くて詳しい', '難しくて複雑な', '丁寧で優しい'],
    answerIndex: 0,
    explanation: '「簡潔」は、むだがなく要点がまとまっていること。',
  },
  {
    unit: '文法',
    difficulty: 3,
    stem: '雨が降った（　　）、試合は中止になった。',
    options: ['ために', 'ように', 'ところに', 'ばかりに'],
    answerIndex: 0,
    explanation: '原因・理由を表す「ために」。',
  },
  {
    unit: '文法',
    difficulty: 3,
    stem: 'この本は、読め（　　）読むほど面白くなる。',
    options: ['ば', 'と', 'たら', 'なら'],
    answerIndex: 0,
    explanation: '「〜ば〜ほど」で程度が増すことを表す。',
  },
  {
    unit: '内容理解',
    difficulty: 4,
    stem: '次の文章の筆者の主張として最も適当なものを選びなさい。\n「技術の進歩は生活を便利にしたが、人と人が直接会って話す時間は減った。便利さと引き換えに失ったものにも目を向けるべきだ。」',
    options: [
      '技術の進歩を止めるべきだ',
      '便利さの代わりに失ったものも考えるべきだ',
      '人と会う時間は増えている',
      '技術は生活を不便にした',
    ],
    answerIndex: 1,
    explanation: '最後の文「失ったものにも目を向けるべきだ」が主張。',
  },
  {
    unit: '内容理解',
    difficulty: 5,
    stem: '「多様性を認める社会とは、違いをなくす社会ではなく、違いがあっても共に生きられる社会である。」この文の内容に合うものを選びなさい。',
    options: [
      '違いをなくすことが大切だ',
      '違いがあっても共に生きることが大切だ',
      '多様性は社会に必要ない',
      '同じ考えの人だけで生きるべきだ',
      '違いは認めなくてよい',
    ],
    answerIndex: 1,
    explanation: '「違いがあっても共に生きられる社会」が多様性を認める社会。',
  },
  {
    unit: '語彙',
    difficulty: 2,
    stem: '「会議は予定通りに進んだ。」の「予定通り」の意味として正しいものを選びなさい。',
    options: ['予定より早く', '予定と同じように', '予定より遅く', '予定を変えて'],
    answerIndex: 1,
    explanation: '「〜通り」は「〜と同じように」。',
  },
];

const LISTENING: Choice[] = [
  {
    unit: '聴解-課題理解',
    difficulty: 3,
    stem: '先生が学生に話しています。学生はこのあと、まず何をしますか。',
    options: ['レポートを書く', '図書館で資料を探す', '先生に相談する', '友達に電話する'],
    answerIndex: 1,
    explanation: '先生は「まず資料を集めてから」と言っている。',
  },
  {
    unit: '聴解-ポイント理解',
    difficulty: 3,
    stem: '男の人と女の人が話しています。女の人が一番言いたいことは何ですか。',
    options: [
      '運動は毎日したほうがいい',
      '睡眠時間が一番大切だ',
      '食事の量を減らすべきだ',
      '休日は外出したほうがいい',
    ],
    answerIndex: 1,
    explanation: '女の人は最後に「何よりも十分に寝ること」と強調している。',
  },
  {
    unit: '聴読解',
    difficulty: 4,
    stem: '図を見ながら説明を聞いてください。説明に合うグラフはどれですか。',
    options: ['グラフ1', 'グラフ2', 'グラフ3', 'グラフ4'],
    answerIndex: 2,
    explanation: '「前半は増え、後半は横ばい」と説明している。',
  },
];

const WRITING_PROMPTS = [
  '大学で学ぶ目的は、専門知識を身につけることだという意見と、幅広い教養を身につけることだという意見があります。両方の意見に触れながら、あなたの考えを述べなさい。',
  'インターネットで買い物をする人が増えています。その利点と問題点を挙げ、あなたの考えを述べなさい。',
];

/** A 記述 answer of about 450 characters, for the graded sittings. */
const WRITING_SAMPLE = (
  '大学で学ぶ目的について、私は専門知識と幅広い教養の両方が必要だと考える。' +
  '専門知識は将来の仕事に直接役立ち、社会に貢献する力になる。一方で、教養は物事を多様な視点から見る力を育てる。' +
  '例えば、工学を学ぶ学生が倫理や歴史を知っていれば、技術が社会に与える影響を深く考えることができる。'
).repeat(3);

const MATH: Choice[] = [
  {
    unit: '二次関数',
    difficulty: 3,
    stem: '放物線 y = x² - 4x + 3 の頂点の座標を求めよ。',
    options: ['(2, -1)', '(-2, 1)', '(2, 1)', '(4, 3)'],
    answerIndex: 0,
    explanation: 'y = (x - 2)² - 1 と変形できる。',
  },
  {
    unit: '微分',
    difficulty: 4,
    stem: 'f(x) = x³ - 3x のとき、f′(1) の値を求めよ。',
    options: ['-3', '0', '3', '6'],
    answerIndex: 1,
    explanation: 'f′(x) = 3x² - 3 より f′(1) = 0。',
  },
  {
    unit: '確率',
    difficulty: 3,
    stem: 'さいころを2回投げるとき、目の和が7になる確率を求めよ。',
    options: ['1/6', '1/12', '1/36', '5/36'],
    answerIndex: 0,
    explanation: '和が7になるのは6通りで、6/36 = 1/6。',
  },
  {
    unit: '数列',
    difficulty: 4,
    stem: '初項3、公差4の等差数列の第10項を求めよ。',
    options: ['36', '39', '40', '43'],
    answerIndex: 1,
    explanation: '3 + 4 × 9 = 39。',
  },
];

export async function seedMockExams(ctx: SeedContext) {
  const teacher = ctx.users.teacher;
  const lecture = ctx.lectures?.find((row) => row.teacherId === teacher.id);
  if (!lecture) return;

  const insertChoices = async (kind: MockSectionKind, items: Choice[], audio = false) => {
    const rows = [];
    for (const [index, item] of items.entries()) {
      const stored = audio
        ? await ctx.files.storeAudio(
            new File([toneWav(2 + index, 330 + index * 110)], `listening-${index + 1}.wav`),
          )
        : null;
      rows.push({
        sectionKind: kind,
        kind: audio ? ('LISTENING' as const) : ('CHOICE' as const),
        ...item,
        audioKey: stored?.key ?? null,
        createdBy: teacher.id,
      });
    }
    return ctx.db.insert(questionBankItems).values(rows).returning({ id: questionBankItems.id });
  };

  const reading = await insertChoices('READING', READING);
  const listening = await insertChoices('LISTENING', LISTENING, true);
  const math = await insertChoices('MATH2', MATH);
  const [writing] = await ctx.db
    .insert(questionBankItems)
    .values({
      sectionKind: 'WRITING',
      kind: 'WRITING',
      unit: '記述',
      difficulty: 3,
      stem: '次の二つのテーマのうち、一つを選んで400〜500字で書きなさい。',
      prompts: WRITING_PROMPTS,
      explanation: '主張、理由、具体例、結論の順に構成すると読みやすい。',
      createdBy: teacher.id,
    })
    .returning({ id: questionBankItems.id });

  const itemsOf: Partial<Record<MockSectionKind, { id: number }[]>> = {
    WRITING: [writing!],
    READING: reading,
    LISTENING: listening,
    MATH2: math,
  };

  /** A mock from its subject's template, every section holding the bank's items of its kind. */
  const buildMock = async (values: typeof mockExams.$inferInsert) => {
    const [exam] = await ctx.db.insert(mockExams).values(values).returning();
    const sections = [];
    for (const [position, template] of MOCK_TEMPLATES[values.subject].entries()) {
      const [section] = await ctx.db
        .insert(mockSections)
        .values({ examId: exam!.id, position, ...template })
        .returning();
      const items = itemsOf[template.kind] ?? [];
      if (items.length > 0) {
        await ctx.db.insert(mockItems).values(
          items.map((item, index) => ({
            sectionId: section!.id,
            position: index,
            bankItemId: item.id,
          })),
        );
      }
      const rows = await ctx.db
        .select({ id: mockItems.id, bankItemId: mockItems.bankItemId })
        .from(mockItems)
        .where(eq(mockItems.sectionId, section!.id))
        .orderBy(mockItems.position);
      sections.push({ ...section!, rawMax: items.length, items: rows });
    }
    return { exam: exam!, sections };
  };

  // open now for the lecture's students, for a month
  const open = await buildMock({
    title: '12월 EJU 일본어 모의고사',
    subject: 'JAPANESE',
    status: 'PUBLISHED',
    opensAt: daysFromNow(-1),
    closesAt: daysFromNow(30),
    publishedAt: daysFromNow(-1),
    createdBy: teacher.id,
  });
  await ctx.db.insert(mockTargets).values({ examId: open.exam.id, lectureId: lecture.id });

  // closed last month, every section graded for most students of the lecture
  const past = await buildMock({
    title: '11월 EJU 일본어 모의고사',
    subject: 'JAPANESE',
    status: 'PUBLISHED',
    opensAt: daysFromNow(-40),
    closesAt: daysFromNow(-25),
    publishedAt: daysFromNow(-41),
    createdBy: teacher.id,
  });
  await ctx.db.insert(mockTargets).values({ examId: past.exam.id, lectureId: lecture.id });
  const bankIds = past.sections.flatMap((section) => section.items.map((item) => item.bankItemId));
  const answerOf = new Map(
    (
      await ctx.db
        .select({ id: questionBankItems.id, answerIndex: questionBankItems.answerIndex })
        .from(questionBankItems)
        .where(inArray(questionBankItems.id, bankIds))
    ).map((row) => [row.id, row.answerIndex ?? 0]),
  );
  const levels = [35, 30, 40, 25, 45, 30, 35, 20, 40, 30];
  for (const [index, student] of ctx.users.students.slice(0, 10).entries()) {
    const startedAt = daysFromNow(-35 + (index % 5));
    const [sitting] = await ctx.db
      .insert(mockSittings)
      .values({
        examId: past.exam.id,
        userId: student.id,
        state: 'GRADED',
        startedAt,
        submittedAt: new Date(startedAt.getTime() + 125 * 60 * 1000),
        submittedBy: index % 4 === 3 ? 'DEADLINE' : 'STUDENT',
        gradedAt: new Date(startedAt.getTime() + DAY_MS),
        resultsAt: new Date(startedAt.getTime() + DAY_MS),
      })
      .returning();
    await ctx.db.insert(mockSectionScores).values(
      past.sections.map((section) => {
        if (section.kind === 'WRITING') {
          return {
            sittingId: sitting!.id,
            sectionId: section.id,
            raw: 0,
            rawMax: 0,
            scaled: levels[index]!,
            writingLevel: levels[index]!,
            comment: '주장과 근거는 분명합니다. 구체적인 예를 하나 더 들면 좋겠습니다.',
            gradedBy: teacher.id,
            gradedAt: new Date(startedAt.getTime() + DAY_MS),
          };
        }
        const raw = Math.max(0, section.rawMax - ((index * 7 + section.position) % 4));
        return {
          sittingId: sitting!.id,
          sectionId: section.id,
          raw,
          rawMax: section.rawMax,
          scaled: linearTable(section.rawMax, SECTION_SCALE[section.kind].max)[raw]!,
          gradedAt: new Date(startedAt.getTime() + 125 * 60 * 1000),
        };
      }),
    );
    // the answers behind those scores: the first `raw` items right, the rest wrong
    const answers = past.sections.flatMap((section): (typeof mockAnswers.$inferInsert)[] => {
      if (section.kind === 'WRITING') {
        return section.items.map((item) => ({
          sittingId: sitting!.id,
          itemId: item.id,
          promptIndex: index % 2,
          text: WRITING_SAMPLE,
          savedAt: startedAt,
        }));
      }
      const raw = Math.max(0, section.rawMax - ((index * 7 + section.position) % 4));
      return section.items.map((item, position) => {
        const right = answerOf.get(item.bankItemId) ?? 0;
        return {
          sittingId: sitting!.id,
          itemId: item.id,
          choice: position < raw ? right : (right + 1) % 4,
          correct: position < raw,
          playedAt: section.kind === 'LISTENING' ? startedAt : null,
          savedAt: startedAt,
        };
      });
    });
    await ctx.db.insert(mockAnswers).values(answers);
  }

  // a 数学 mock still being written
  await buildMock({
    title: '수학 코스2 모의고사 (작성 중)',
    subject: 'MATH2',
    createdBy: teacher.id,
  });
}
