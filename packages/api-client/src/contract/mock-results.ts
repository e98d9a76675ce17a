// The results of EJU mock exams (docs/product/mock-exams.md: grading and results): a student's own
// result, staff's distribution, the 記述 queue, one sitting's answers and the 記述 grade. Scores are
// read from mock_section_scores (never graded again here); every scaled score is an estimate (추정).
import * as v from 'valibot';
import * as mockResultStrings from '@academy/strings/mock-results';
import { IsoDateTime, optionalPaging, strictMessage } from './common.ts';
import {
  MOCK_ITEM_KINDS,
  MOCK_SECTION_KINDS,
  MOCK_SUBJECTS,
  SECTION_SCALE,
  WRITING_LEVELS,
  type MockSectionKind,
  type MockSubject,
} from './eju.ts';
import { envelope } from './envelope.ts';
import { ExportReason } from './access-log.ts';

const m = mockResultStrings.validation;

const SectionKind = v.picklist(MOCK_SECTION_KINDS);
const Subject = v.picklist(MOCK_SUBJECTS);
const SittingState = v.picklist(['IN_PROGRESS', 'SUBMITTED', 'GRADED']);

/**
 * The sections a subject's total adds up, where the EJU reports one: 日本語 reports 読解 and
 * 聴解・聴読解 together (0-400) and 記述 apart; 総合科目 and 数学 are one section each; 理科's
 * subjects are reported one by one (no total).
 */
export const MOCK_TOTAL_KINDS: Record<MockSubject, readonly MockSectionKind[] | null> = {
  JAPANESE: ['READING', 'LISTENING'],
  SCIENCE: null,
  GENERAL: ['GENERAL'],
  MATH1: ['MATH1'],
  MATH2: ['MATH2'],
};

/** The top of a subject's total (400 for 日本語), or null where the EJU reports none. */
export function mockTotalMax(subject: MockSubject) {
  const kinds = MOCK_TOTAL_KINDS[subject];
  return kinds ? kinds.reduce((sum, kind) => sum + SECTION_SCALE[kind].max, 0) : null;
}

/** The students' table of the results page: a page of this many rows. */
export const MOCK_RESULTS_PAGE_SIZE = 20;
/** A 記述 comment's longest. */
export const MOCK_COMMENT_MAX = 1000;

const MockExamHead = v.object({
  id: v.number(),
  title: v.string(),
  subject: Subject,
  opensAt: v.nullable(IsoDateTime),
  closesAt: v.nullable(IsoDateTime),
});

// ---- the student's result --------------------------------------------------------------------

const MockResultSection = v.object({
  sectionId: v.number(),
  kind: SectionKind,
  raw: v.number(),
  rawMax: v.number(),
  /** null while the 記述 waits for its teacher */
  scaled: v.nullable(v.number()),
  /** the top of the section's scale (SECTION_SCALE) */
  max: v.number(),
  /** every mock score is an estimate of the EJU's equating */
  estimated: v.literal(true),
  /** read off the linear table: the section has no staff table (the roughest estimate) */
  linear: v.boolean(),
  writingLevel: v.nullable(v.number()),
  comment: v.nullable(v.string()),
  /** the 記述 waits for a teacher */
  pending: v.boolean(),
});
export type MockResultSection = v.InferOutput<typeof MockResultSection>;

const MockUnitResult = v.object({ unit: v.string(), right: v.number(), total: v.number() });

/** One item as reviewed after the window: the student's answer beside the right one. */
const MockReviewItem = v.object({
  itemId: v.number(),
  sectionKind: SectionKind,
  /** 1-based within its section */
  position: v.number(),
  kind: v.picklist(MOCK_ITEM_KINDS),
  unit: v.string(),
  stem: v.string(),
  options: v.nullable(v.array(v.string())),
  choice: v.nullable(v.number()),
  answerIndex: v.nullable(v.number()),
  correct: v.nullable(v.boolean()),
  explanation: v.string(),
  /** WRITING: both prompts, the one chosen and the text written */
  prompts: v.nullable(v.array(v.string())),
  promptIndex: v.nullable(v.number()),
  text: v.nullable(v.string()),
});
export type MockReviewItem = v.InferOutput<typeof MockReviewItem>;

/** GET /api/mock-exams/{id}/result */
export const MockResult = v.object({
  exam: MockExamHead,
  sittingId: v.number(),
  state: SittingState,
  submittedAt: v.nullable(IsoDateTime),
  sections: v.array(MockResultSection),
  /** the subject's total where the EJU reports one (null score: a part is not scored yet) */
  total: v.nullable(
    v.object({ score: v.nullable(v.number()), max: v.number(), kinds: v.array(SectionKind) }),
  ),
  /** per unit of the choice items, weakest first: what to study next */
  units: v.array(MockUnitResult),
  /** right answers and explanations show once the mock's window has closed */
  reviewOpen: v.boolean(),
  reviewOpensAt: v.nullable(IsoDateTime),
  /** empty until reviewOpen */
  items: v.array(MockReviewItem),
});
export type MockResult = v.InferOutput<typeof MockResult>;
export const MockResultResponse = envelope(MockResult);

// ---- staff: the distribution ------------------------------------------------------------------

/** `?page=&size=` of the students' table (page zero-based). */
export const MockResultsQuery = v.object({ ...optionalPaging });

/** `?reason=` of the CSV: required (checked by the route, which answers its own message). */
export const MockResultsCsvQuery = v.object({ reason: v.optional(ExportReason) });

const MockBin = v.object({
  /** the bin's lowest and highest score (both included; a 記述 bin is one level) */
  from: v.number(),
  to: v.number(),
  count: v.number(),
});
export type MockBin = v.InferOutput<typeof MockBin>;

const MockSectionDistribution = v.object({
  sectionId: v.number(),
  kind: SectionKind,
  max: v.number(),
  /** how many scaled scores the figures count */
  count: v.number(),
  /** one decimal */
  average: v.nullable(v.number()),
  median: v.nullable(v.number()),
  /** 10 bins across the scale; 記述: one per level, lowest first */
  bins: v.array(MockBin),
});
export type MockSectionDistribution = v.InferOutput<typeof MockSectionDistribution>;

const MockStudentRow = v.object({
  sittingId: v.number(),
  /** userId: the email, masked as staff lists mask it */
  student: v.object({ id: v.number(), name: v.string(), userId: v.string() }),
  state: SittingState,
  submittedAt: v.nullable(IsoDateTime),
  /** one per section of the mock, in its order */
  scores: v.array(v.object({ sectionId: v.number(), scaled: v.nullable(v.number()) })),
  total: v.nullable(v.number()),
  /** 0-100: the share of the mock's totals below this one, ties counted half */
  percentile: v.nullable(v.number()),
});
export type MockStudentRow = v.InferOutput<typeof MockStudentRow>;

/** GET /api/admin/mock-exams/{id}/results */
export const MockResults = v.object({
  exam: MockExamHead,
  counts: v.object({
    sat: v.number(),
    submitted: v.number(),
    graded: v.number(),
    writingWaiting: v.number(),
  }),
  sections: v.array(MockSectionDistribution),
  /** the subject's total (MOCK_TOTAL_KINDS), or the sum of every section where it has none */
  total: v.object({
    max: v.number(),
    kinds: v.array(SectionKind),
    average: v.nullable(v.number()),
    median: v.nullable(v.number()),
  }),
  students: v.object({
    rows: v.array(MockStudentRow),
    total: v.number(),
    page: v.number(),
    size: v.number(),
  }),
});
export type MockResults = v.InferOutput<typeof MockResults>;
export const MockResultsResponse = envelope(MockResults);

// ---- staff: the 記述 queue and grading ----------------------------------------------------------

const MockWritingRow = v.object({
  sittingId: v.number(),
  student: v.object({ id: v.number(), name: v.string(), userId: v.string() }),
  submittedAt: v.nullable(IsoDateTime),
  /** characters of the 記述 text (0: blank) */
  length: v.number(),
  writingLevel: v.nullable(v.number()),
  gradedAt: v.nullable(IsoDateTime),
  gradedBy: v.nullable(v.string()),
});
export type MockWritingRow = v.InferOutput<typeof MockWritingRow>;

/** GET /api/admin/mock-exams/{id}/writing */
export const MockWritingQueue = v.object({
  exam: MockExamHead,
  /** the 記述 not graded yet, oldest submission first */
  waiting: v.array(MockWritingRow),
  /** graded, latest grading first */
  graded: v.array(MockWritingRow),
});
export type MockWritingQueue = v.InferOutput<typeof MockWritingQueue>;
export const MockWritingQueueResponse = envelope(MockWritingQueue);

/** GET /api/admin/mock-sittings/{id} */
export const MockSittingDetail = v.object({
  exam: MockExamHead,
  sittingId: v.number(),
  student: v.object({ id: v.number(), name: v.string(), userId: v.string() }),
  state: SittingState,
  startedAt: IsoDateTime,
  submittedAt: v.nullable(IsoDateTime),
  sections: v.array(MockResultSection),
  /** the 記述: the item's instruction, both prompts, the chosen one and the text (null: no 記述) */
  writing: v.nullable(
    v.object({
      sectionId: v.number(),
      stem: v.string(),
      prompts: v.array(v.string()),
      promptIndex: v.nullable(v.number()),
      text: v.string(),
      characters: v.number(),
      writingLevel: v.nullable(v.number()),
      comment: v.nullable(v.string()),
      gradedAt: v.nullable(IsoDateTime),
    }),
  ),
  /** every choice item, in the mock's order */
  answers: v.array(MockReviewItem),
  /** the oldest other sitting of the mock whose 記述 waits (다음 답안), or null */
  nextWaitingSittingId: v.nullable(v.number()),
});
export type MockSittingDetail = v.InferOutput<typeof MockSittingDetail>;
export const MockSittingDetailResponse = envelope(MockSittingDetail);

/** PUT /api/admin/mock-sittings/{id}/writing: a level of WRITING_LEVELS and a comment. */
export const MockWritingGrade = v.strictObject(
  {
    level: v.pipe(
      v.number(m.levelInvalid),
      v.check((level) => (WRITING_LEVELS as readonly number[]).includes(level), m.levelInvalid),
    ),
    comment: v.pipe(
      v.string(m.commentRequired),
      v.trim(),
      v.nonEmpty(m.commentRequired),
      v.maxLength(MOCK_COMMENT_MAX, m.commentTooLong(MOCK_COMMENT_MAX)),
    ),
  },
  strictMessage,
);
export type MockWritingGrade = v.InferInput<typeof MockWritingGrade>;
