// Sample results of a mock (docs/product/mock-exams.md: grading and results), shared by the
// mocked API (mock-results.ts), the stories and the component tests.
import type {
  MockResult,
  MockResults,
  MockSittingDetail,
  MockWritingQueue,
} from '../../contract/mock-results.ts';

const exam = {
  id: 7,
  title: '11월 EJU 일본어 모의고사',
  subject: 'JAPANESE' as const,
  opensAt: '2026-10-19T00:00:00.000Z',
  closesAt: '2026-11-03T00:00:00.000Z',
};

const section = (
  sectionId: number,
  kind: MockResult['sections'][number]['kind'],
  values: Partial<MockResult['sections'][number]>,
) => ({
  sectionId,
  kind,
  raw: 0,
  rawMax: 0,
  scaled: null,
  max: kind === 'WRITING' ? 50 : 200,
  estimated: true as const,
  linear: kind !== 'WRITING',
  writingLevel: null,
  comment: null,
  pending: false,
  ...values,
});

/** A graded result after the window: every section, the units and the items. */
export const closedResult: MockResult = {
  exam,
  sittingId: 31,
  state: 'GRADED',
  submittedAt: '2026-10-25T03:05:00.000Z',
  sections: [
    section(1, 'WRITING', {
      scaled: 35,
      writingLevel: 35,
      comment: '주장과 근거는 분명합니다. 구체적인 예를 하나 더 들면 좋겠습니다.',
    }),
    section(2, 'READING', { raw: 5, rawMax: 6, scaled: 167 }),
    section(3, 'LISTENING', { raw: 2, rawMax: 3, scaled: 133, linear: false }),
  ],
  total: { score: 300, max: 400, kinds: ['READING', 'LISTENING'] },
  units: [
    { unit: '聴読解', right: 0, total: 1 },
    { unit: '文法', right: 1, total: 2 },
    { unit: '語彙', right: 2, total: 2 },
  ],
  reviewOpen: true,
  reviewOpensAt: exam.closesAt,
  items: [
    {
      itemId: 1,
      sectionKind: 'WRITING',
      position: 1,
      kind: 'WRITING',
      unit: '記述',
      stem: '次の二つのテーマのうち、一つを選んで400〜500字で書きなさい。',
      options: null,
      choice: null,
      answerIndex: null,
      correct: null,
      explanation: '主張、理由、具体例、結論の順に構成すると読みやすい。',
      prompts: [
        '大学で学ぶ目的について述べなさい。',
        'インターネットでの買い物について述べなさい。',
      ],
      promptIndex: 0,
      text: '大学で学ぶ目的について、私は専門知識と幅広い教養の両方が必要だと考える。',
    },
    {
      itemId: 2,
      sectionKind: 'READING',
      position: 1,
      kind: 'CHOICE',
      unit: '文法',
      stem: '雨が降った（　　）、試合は中止になった。',
      options: ['ために', 'ように', 'ところに', 'ばかりに'],
      choice: 1,
      answerIndex: 0,
      correct: false,
      explanation: '原因・理由を表す「ために」。',
      prompts: null,
      promptIndex: null,
      text: null,
    },
    {
      itemId: 3,
      sectionKind: 'READING',
      position: 2,
      kind: 'CHOICE',
      unit: '語彙',
      stem: '「簡潔」に最も近い意味のものを選びなさい。',
      options: ['短くてわかりやすい', '長くて詳しい', '難しくて複雑な', '丁寧で優しい'],
      choice: 0,
      answerIndex: 0,
      correct: true,
      explanation: '「簡潔」は、むだがなく要点がまとまっていること。',
      prompts: null,
      promptIndex: null,
      text: null,
    },
  ],
};

/** Submitted while the window is open: the 記述 waits, no key yet. */
export const pendingResult: MockResult = {
  ...closedResult,
  state: 'SUBMITTED',
  sections: [section(1, 'WRITING', { pending: true }), ...closedResult.sections.slice(1)],
  reviewOpen: false,
  reviewOpensAt: '2099-12-31T15:00:00.000Z',
  items: [],
};

const bins = (counts: number[], max: number) =>
  counts.map((count, index) => ({
    from: Math.ceil((index * max) / 10),
    to: index === 9 ? max : Math.ceil(((index + 1) * max) / 10) - 1,
    count,
  }));

/** The distribution of ten students, the first page of their table. */
export const sampleResults: MockResults = {
  exam,
  counts: { sat: 11, submitted: 10, graded: 9, writingWaiting: 1 },
  sections: [
    {
      sectionId: 1,
      kind: 'WRITING',
      max: 50,
      count: 9,
      average: 32.2,
      median: 30,
      bins: [0, 10, 20, 25, 30, 35, 40, 45, 50].map((level) => ({
        from: level,
        to: level,
        count: { 20: 1, 25: 1, 30: 3, 35: 2, 40: 1, 45: 1 }[level] ?? 0,
      })),
    },
    {
      sectionId: 2,
      kind: 'READING',
      max: 200,
      count: 10,
      average: 150.1,
      median: 150,
      bins: bins([0, 0, 0, 0, 0, 0, 3, 2, 3, 2], 200),
    },
    {
      sectionId: 3,
      kind: 'LISTENING',
      max: 200,
      count: 10,
      average: 140,
      median: 133,
      bins: bins([0, 0, 0, 0, 0, 0, 4, 3, 0, 3], 200),
    },
  ],
  total: { max: 400, kinds: ['READING', 'LISTENING'], average: 290.1, median: 283 },
  students: {
    rows: [
      {
        sittingId: 31,
        student: { id: 101, name: '김민준', userId: 'mi***@academy.test' },
        state: 'GRADED',
        submittedAt: '2026-10-25T03:05:00.000Z',
        scores: [
          { sectionId: 1, scaled: 45 },
          { sectionId: 2, scaled: 200 },
          { sectionId: 3, scaled: 200 },
        ],
        total: 400,
        percentile: 95,
      },
      {
        sittingId: 32,
        student: { id: 102, name: '이서연', userId: 'se***@academy.test' },
        state: 'SUBMITTED',
        submittedAt: '2026-10-26T03:05:00.000Z',
        scores: [
          { sectionId: 1, scaled: null },
          { sectionId: 2, scaled: 133 },
          { sectionId: 3, scaled: 133 },
        ],
        total: 266,
        percentile: 40,
      },
    ],
    total: 10,
    page: 0,
    size: 20,
  },
};

export const sampleQueue: MockWritingQueue = {
  exam,
  waiting: [
    {
      sittingId: 32,
      student: { id: 102, name: '이서연', userId: 'se***@academy.test' },
      submittedAt: '2026-10-26T03:05:00.000Z',
      length: 452,
      writingLevel: null,
      gradedAt: null,
      gradedBy: null,
    },
  ],
  graded: [
    {
      sittingId: 31,
      student: { id: 101, name: '김민준', userId: 'mi***@academy.test' },
      submittedAt: '2026-10-25T03:05:00.000Z',
      length: 480,
      writingLevel: 45,
      gradedAt: '2026-10-26T01:00:00.000Z',
      gradedBy: '김선생',
    },
  ],
};

/** A sitting whose 記述 waits; another waits after it. */
export const waitingSitting: MockSittingDetail = {
  exam,
  sittingId: 32,
  student: { id: 102, name: '이서연', userId: 'se***@academy.test' },
  state: 'SUBMITTED',
  startedAt: '2026-10-26T01:00:00.000Z',
  submittedAt: '2026-10-26T03:05:00.000Z',
  sections: pendingResult.sections,
  writing: {
    sectionId: 1,
    stem: '次の二つのテーマのうち、一つを選んで400〜500字で書きなさい。',
    prompts: ['大学で学ぶ目的について述べなさい。', 'インターネットでの買い物について述べなさい。'],
    promptIndex: 1,
    text: 'インターネットで買い物をする人が増えている。その利点は、時間や場所を選ばずに買えることだ。',
    characters: 44,
    writingLevel: null,
    comment: null,
    gradedAt: null,
  },
  answers: closedResult.items.slice(1),
  nextWaitingSittingId: 33,
};
