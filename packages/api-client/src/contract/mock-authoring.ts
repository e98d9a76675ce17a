// Staff's authoring of EJU mock exams (docs/product/mock-exams.md, docs/decisions/056-mock-exams.md):
// the question bank's items, a mock's sections from its subject's template, each section's items
// and points, its raw-to-scaled table, and publishing to lectures and students. The EJU's facts
// (kinds, scales, templates) come from eju.ts; these schemas only shape the requests and answers.
import * as v from 'valibot';
import * as ma from '@academy/strings/mock-authoring';
import * as validation from '@academy/strings/validation';
import { IdField, IsoDateTime, pageQuery, strictMessage } from './common.ts';
import {
  CHOICE_OPTIONS,
  MOCK_ITEM_KINDS,
  MOCK_SECTION_KINDS,
  MOCK_SUBJECTS,
  SECTION_ITEM_KINDS,
  type MockItemKind,
  type MockSectionKind,
} from './eju.ts';
import { envelope } from './envelope.ts';

const e = ma.errors;

/** The states a mock is written in (the database's). */
export const MOCK_AUTHORING_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type MockAuthoringStatus = (typeof MOCK_AUTHORING_STATUSES)[number];

/** How the list shows a mock: a draft, or a published one before, in or after its window. */
export type MockPhase = 'DRAFT' | 'SCHEDULED' | 'OPEN' | 'CLOSED';
export function mockPhase(
  mock: { status: MockAuthoringStatus; opensAt: string | null; closesAt: string | null },
  now = Date.now(),
): MockPhase {
  if (mock.status === 'DRAFT' || !mock.opensAt || !mock.closesAt) return 'DRAFT';
  if (now < Date.parse(mock.opensAt)) return 'SCHEDULED';
  return now < Date.parse(mock.closesAt) ? 'OPEN' : 'CLOSED';
}

/** Limits of the authoring requests. */
export const MOCK_AUTHORING_LIMITS = {
  unit: 50,
  stem: 5000,
  option: 500,
  explanation: 5000,
  prompt: 1000,
  title: 100,
  sections: 10,
  itemsPerSection: 100,
  /** a section's time limit, minutes */
  minMinutes: 1,
  maxMinutes: 240,
  points: { min: 1, max: 100 },
  lectures: 50,
  users: 500,
  /** a scale table's length: raw 0 to the section's points (100 items of up to 100 points) */
  scaleLength: 10_001,
} as const;
const L = MOCK_AUTHORING_LIMITS;

// ---------------------------------------------------------------- question bank

const NUMERIC = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** Query text of a filter (`?difficulty=3`). */
const DifficultyText = v.pipe(
  v.string(e.difficultyInvalid),
  v.regex(/^[1-5]$/, e.difficultyInvalid),
  v.transform(Number),
);

/** GET /api/admin/question-bank?sectionKind=&kind=&unit=&difficulty=&q=&page=&size= */
export const BankListQuery = v.object({
  ...pageQuery(20).entries,
  sectionKind: v.optional(v.picklist(MOCK_SECTION_KINDS, e.sectionKindRequired)),
  kind: v.optional(v.picklist(MOCK_ITEM_KINDS, e.kindRequired)),
  unit: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(L.unit, validation.common.tooLong(L.unit))),
  ),
  difficulty: v.optional(DifficultyText),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, validation.common.tooLong(100)))),
});
export type BankListQuery = v.InferInput<typeof BankListQuery>;

/** A storage key the bank's uploads handed out (the server checks its shape and folder too). */
const UploadedKey = (message: string) =>
  v.optional(v.nullable(v.pipe(v.string(message), v.maxLength(200, message))), null);

type BankShape = {
  sectionKind: MockSectionKind;
  kind: MockItemKind;
  options: string[] | null;
  answerIndex: number | null;
  audioKey: string | null;
  prompts: string[] | null;
};

/** The rules an item's parts must meet together (the kind decides which parts it has). */
export function bankItemProblem(
  item: BankShape,
): { field: keyof BankShape; message: string } | null {
  if (!SECTION_ITEM_KINDS[item.sectionKind].includes(item.kind)) {
    return { field: 'kind', message: e.kindNotInSection };
  }
  if (item.kind === 'WRITING') {
    if (item.options && item.options.length > 0)
      return { field: 'options', message: e.writingNoOptions };
    if (!item.prompts || item.prompts.length !== 2 || item.prompts.some((p) => p.trim() === '')) {
      return { field: 'prompts', message: e.promptsCount };
    }
    return null;
  }
  const options = item.options ?? [];
  if (options.length < CHOICE_OPTIONS.min || options.length > CHOICE_OPTIONS.max) {
    return { field: 'options', message: e.optionsCount(CHOICE_OPTIONS.min, CHOICE_OPTIONS.max) };
  }
  if (options.some((option) => option.trim() === ''))
    return { field: 'options', message: e.optionEmpty };
  if (item.answerIndex === null || item.answerIndex < 0 || item.answerIndex >= options.length) {
    return { field: 'answerIndex', message: e.answerInvalid };
  }
  if (item.kind === 'LISTENING' && !item.audioKey)
    return { field: 'audioKey', message: e.audioRequired };
  return null;
}

/** POST /api/admin/question-bank and PUT /api/admin/question-bank/{id}. */
export const BankItemWrite = v.pipe(
  v.strictObject(
    {
      sectionKind: v.picklist(MOCK_SECTION_KINDS, e.sectionKindRequired),
      kind: v.picklist(MOCK_ITEM_KINDS, e.kindRequired),
      unit: v.pipe(
        v.string(e.unitRequired),
        v.trim(),
        v.nonEmpty(e.unitRequired),
        v.maxLength(L.unit, validation.common.tooLong(L.unit)),
      ),
      difficulty: NUMERIC(e.difficultyInvalid, 1, 5),
      stem: v.pipe(
        v.string(e.stemRequired),
        v.trim(),
        v.nonEmpty(e.stemRequired),
        v.maxLength(L.stem, validation.common.tooLong(L.stem)),
      ),
      imageKey: UploadedKey(e.imageInvalid),
      audioKey: UploadedKey(e.audioInvalid),
      options: v.optional(
        v.nullable(
          v.array(
            v.pipe(
              v.string(e.optionEmpty),
              v.trim(),
              v.maxLength(L.option, validation.common.tooLong(L.option)),
            ),
            e.optionsCount(CHOICE_OPTIONS.min, CHOICE_OPTIONS.max),
          ),
        ),
        null,
      ),
      answerIndex: v.optional(
        v.nullable(NUMERIC(e.answerInvalid, 0, CHOICE_OPTIONS.max - 1)),
        null,
      ),
      explanation: v.optional(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(L.explanation, validation.common.tooLong(L.explanation)),
        ),
        '',
      ),
      prompts: v.optional(
        v.nullable(
          v.array(
            v.pipe(
              v.string(e.promptsCount),
              v.trim(),
              v.maxLength(L.prompt, validation.common.tooLong(L.prompt)),
            ),
            e.promptsCount,
          ),
        ),
        null,
      ),
    },
    strictMessage,
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = bankItemProblem(dataset.value);
    if (problem) {
      addIssue({
        message: problem.message,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value,
            key: problem.field,
            value: dataset.value[problem.field],
          },
        ],
      });
    }
  }),
);
export type BankItemWrite = v.InferInput<typeof BankItemWrite>;

const Author = v.nullable(v.object({ id: v.number(), name: v.string() }));

/** A row of the bank's list. */
export const BankItemSummary = v.object({
  id: v.number(),
  sectionKind: v.picklist(MOCK_SECTION_KINDS),
  kind: v.picklist(MOCK_ITEM_KINDS),
  unit: v.string(),
  difficulty: v.number(),
  /** the stem's first characters */
  stemExcerpt: v.string(),
  author: Author,
  /** the caller may edit and delete it (its author, or an admin) */
  canEdit: v.boolean(),
  /** how many mocks' sections list it */
  usedIn: v.number(),
  updatedAt: IsoDateTime,
});
export type BankItemSummary = v.InferOutput<typeof BankItemSummary>;

export const BankPage = v.object({ items: v.array(BankItemSummary), total: v.number() });
export type BankPage = v.InferOutput<typeof BankPage>;
export const BankPageResponse = envelope(BankPage);

/** One item, whole (staff see the answer). */
export const BankItem = v.object({
  ...BankItemSummary.entries,
  stem: v.string(),
  imageKey: v.nullable(v.string()),
  imageUrl: v.nullable(v.string()),
  audioKey: v.nullable(v.string()),
  /** where staff hear it: /api/admin/question-bank/{id}/audio */
  audioUrl: v.nullable(v.string()),
  options: v.nullable(v.array(v.string())),
  answerIndex: v.nullable(v.number()),
  explanation: v.string(),
  prompts: v.nullable(v.array(v.string())),
});
export type BankItem = v.InferOutput<typeof BankItem>;
export const BankItemResponse = envelope(BankItem);

/** POST /api/admin/question-bank/audio and /images, multipart {file}. */
export const BankUploadRequest = v.strictObject(
  { file: v.pipe(v.optional(v.unknown(), null), v.file(e.fileRequired)) },
  strictMessage,
);
/** The stored key to put in an item (and, for an image, where it is served). */
export const BankUpload = v.object({
  key: v.string(),
  url: v.nullable(v.string()),
  name: v.string(),
});
export type BankUpload = v.InferOutput<typeof BankUpload>;
export const BankUploadResponse = envelope(BankUpload);

export const MockAuthoringDone = v.object({ id: v.number() });
export const MockAuthoringDoneResponse = envelope(MockAuthoringDone);

// ---------------------------------------------------------------- mocks

const Title = v.pipe(
  v.string(e.titleRequired),
  v.trim(),
  v.nonEmpty(e.titleRequired),
  v.maxLength(L.title, validation.common.tooLong(L.title)),
);

/** POST /api/admin/mock-exams: the sections come from the subject's template. */
export const MockCreateRequest = v.strictObject(
  { title: Title, subject: v.picklist(MOCK_SUBJECTS, e.subjectRequired) },
  strictMessage,
);
export type MockCreateRequest = v.InferInput<typeof MockCreateRequest>;

/** PATCH /api/admin/mock-exams/{id} */
export const MockTitleRequest = v.strictObject({ title: Title }, strictMessage);
export type MockTitleRequest = v.InferInput<typeof MockTitleRequest>;

/** PUT /api/admin/mock-exams/{id}/sections: the whole ordered list (a listed id keeps its items). */
export const MockSectionsRequest = v.strictObject(
  {
    sections: v.pipe(
      v.array(
        v.strictObject(
          {
            id: v.optional(IdField(e.sectionNotFound)),
            kind: v.picklist(MOCK_SECTION_KINDS, e.sectionKindRequired),
            timeLimitSeconds: NUMERIC(e.timeLimitInvalid, L.minMinutes * 60, L.maxMinutes * 60),
          },
          strictMessage,
        ),
        e.sectionsRequired,
      ),
      v.minLength(1, e.sectionsRequired),
      v.maxLength(L.sections, e.sectionsRequired),
    ),
  },
  strictMessage,
);
export type MockSectionsRequest = v.InferInput<typeof MockSectionsRequest>;

/** PUT /api/admin/mock-exams/{id}/sections/{sectionId}/items: the section's items in order. */
export const MockItemsRequest = v.strictObject(
  {
    items: v.pipe(
      v.array(
        v.strictObject(
          {
            bankItemId: IdField(e.itemMissing),
            points: NUMERIC(e.pointsInvalid, L.points.min, L.points.max),
          },
          strictMessage,
        ),
      ),
      v.maxLength(L.itemsPerSection, validation.common.invalidBody),
    ),
  },
  strictMessage,
);
export type MockItemsRequest = v.InferInput<typeof MockItemsRequest>;

/** PUT /api/admin/mock-exams/{id}/sections/{sectionId}/scale: null = the linear table. */
export const MockScaleRequest = v.strictObject(
  {
    table: v.nullable(
      v.pipe(
        v.array(v.number(validation.common.invalidBody), validation.common.invalidBody),
        v.maxLength(L.scaleLength, validation.common.invalidBody),
      ),
    ),
  },
  strictMessage,
);
export type MockScaleRequest = v.InferInput<typeof MockScaleRequest>;

/** The problem of a table as the person reads it. */
export function scaleProblemMessage(
  problem: 'length' | 'range' | 'decreasing',
  rawMax: number,
  max: number,
) {
  if (problem === 'length') return e.scaleLength(rawMax);
  if (problem === 'range') return e.scaleRange(max);
  return e.scaleDecreasing;
}

const WindowTime = (message: string) =>
  v.pipe(v.string(message), v.nonEmpty(message), v.isoTimestamp(message));

/** POST /api/admin/mock-exams/{id}/publish: the window and who may sit it (replacing the targets). */
export const MockPublishRequest = v.pipe(
  v.strictObject(
    {
      opensAt: WindowTime(e.opensAtRequired),
      closesAt: WindowTime(e.closesAtRequired),
      lectureIds: v.pipe(
        v.array(IdField(e.lectureNotFound)),
        v.maxLength(L.lectures, validation.common.invalidBody),
      ),
      userIds: v.pipe(
        v.array(IdField(e.notStudent)),
        v.maxLength(L.users, validation.common.invalidBody),
      ),
    },
    strictMessage,
  ),
  v.forward(
    v.check((input) => input.lectureIds.length + input.userIds.length > 0, e.targetRequired),
    ['lectureIds'],
  ),
  v.forward(
    v.check((input) => Date.parse(input.opensAt) < Date.parse(input.closesAt), e.windowInvalid),
    ['closesAt'],
  ),
);
export type MockPublishRequest = v.InferInput<typeof MockPublishRequest>;

/** A row of the mocks' list. */
export const MockListRow = v.object({
  id: v.number(),
  title: v.string(),
  subject: v.picklist(MOCK_SUBJECTS),
  status: v.picklist(MOCK_AUTHORING_STATUSES),
  opensAt: v.nullable(IsoDateTime),
  closesAt: v.nullable(IsoDateTime),
  sectionCount: v.number(),
  itemCount: v.number(),
  sittingCount: v.number(),
  author: Author,
});
export type MockListRow = v.InferOutput<typeof MockListRow>;
export const MockListResponse = envelope(v.array(MockListRow));

export const MockSectionItem = v.object({
  /** the mock item's id */
  id: v.number(),
  bankItemId: v.number(),
  points: v.number(),
  kind: v.picklist(MOCK_ITEM_KINDS),
  unit: v.string(),
  difficulty: v.number(),
  stemExcerpt: v.string(),
});
export type MockSectionItem = v.InferOutput<typeof MockSectionItem>;

export const MockAuthoringSection = v.object({
  id: v.number(),
  position: v.number(),
  kind: v.picklist(MOCK_SECTION_KINDS),
  timeLimitSeconds: v.number(),
  items: v.array(MockSectionItem),
  /** the sum of the items' points */
  rawMax: v.number(),
  /** the top of the section's scale (eju.ts SECTION_SCALE) */
  scaleMax: v.number(),
  /** scaled[raw]: staff's table, or the linear one (`linear`, shown as 추정); null for 記述 */
  scale: v.nullable(v.object({ table: v.array(v.number()), linear: v.boolean() })),
});
export type MockAuthoringSection = v.InferOutput<typeof MockAuthoringSection>;

export const MockAuthoringDetail = v.object({
  ...MockListRow.entries,
  publishedAt: v.nullable(IsoDateTime),
  /** a sitting exists: sections and items can no longer change (the scale tables can) */
  frozen: v.boolean(),
  sections: v.array(MockAuthoringSection),
  targets: v.object({
    lectures: v.array(v.object({ id: v.number(), title: v.string() })),
    users: v.array(v.object({ id: v.number(), name: v.string() })),
  }),
});
export type MockAuthoringDetail = v.InferOutput<typeof MockAuthoringDetail>;
export const MockAuthoringDetailResponse = envelope(MockAuthoringDetail);
