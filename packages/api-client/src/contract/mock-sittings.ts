// A student's sitting of an EJU mock exam (docs/product/mock-exams.md#sitting): the mocks they may
// sit, a sitting on the server's clock section by section, answers saved one by one, listening
// audio handed out once. Items come without their answers or explanations.
import * as v from 'valibot';
import * as sittingStrings from '@academy/strings/mock-sitting';
import { IdString, IsoDateTime, strictMessage } from './common.ts';
import { MOCK_ITEM_KINDS, MOCK_SECTION_KINDS, MOCK_SUBJECTS, WRITING_LENGTH } from './eju.ts';
import { envelope } from './envelope.ts';

/** A 記述 answer is saved up to this many characters (the target is WRITING_LENGTH). */
export const WRITING_SAVE_MAX = WRITING_LENGTH.max;

export const SittingItemParam = v.object({ id: IdString, itemId: IdString });

const strings = sittingStrings.validation;

/** PUT /api/mock-exams/{id}/sitting/answers/{itemId}: a choice, or a 記述 prompt and text. */
export const SaveSittingAnswerRequest = v.union(
  [
    v.strictObject(
      {
        choice: v.pipe(
          v.number(strings.choice),
          v.integer(strings.choice),
          v.minValue(0, strings.choice),
          v.maxValue(9, strings.choice),
        ),
      },
      strictMessage,
    ),
    v.strictObject(
      {
        promptIndex: v.picklist([0, 1], strings.promptIndex),
        text: v.pipe(
          v.string(strings.text),
          v.maxLength(WRITING_SAVE_MAX, strings.textTooLong(WRITING_SAVE_MAX)),
        ),
      },
      strictMessage,
    ),
  ],
  strings.answerShape,
);
export type SaveSittingAnswerRequest = v.InferInput<typeof SaveSittingAnswerRequest>;

export const MockWindowState = v.picklist(['UPCOMING', 'OPEN', 'CLOSED']);
export type MockWindowState = v.InferOutput<typeof MockWindowState>;
export const SittingState = v.picklist(['IN_PROGRESS', 'SUBMITTED', 'GRADED']);
export type SittingState = v.InferOutput<typeof SittingState>;

const SectionOutline = v.object({
  id: v.number(),
  position: v.number(),
  kind: v.picklist(MOCK_SECTION_KINDS),
  timeLimitSeconds: v.number(),
  itemCount: v.number(),
});

const OwnSitting = v.object({
  state: SittingState,
  startedAt: IsoDateTime,
  submittedAt: v.nullable(IsoDateTime),
});

/** One mock as its student sees it before and after sitting it. */
export const StudentMock = v.object({
  id: v.number(),
  title: v.string(),
  subject: v.picklist(MOCK_SUBJECTS),
  opensAt: IsoDateTime,
  closesAt: IsoDateTime,
  window: MockWindowState,
  totalSeconds: v.number(),
  sections: v.array(SectionOutline),
  /** null: not started */
  sitting: v.nullable(OwnSitting),
});
export type StudentMock = v.InferOutput<typeof StudentMock>;
export const StudentMocksResponse = envelope(v.array(StudentMock));
export const StudentMockResponse = envelope(StudentMock);

const SittingItem = v.object({
  id: v.number(),
  /** 1-based within the section */
  number: v.number(),
  kind: v.picklist(MOCK_ITEM_KINDS),
  stem: v.string(),
  imageUrl: v.nullable(v.string()),
  /** CHOICE and LISTENING */
  options: v.nullable(v.array(v.string())),
  /** WRITING: the two prompts */
  prompts: v.nullable(v.array(v.string())),
});
export type SittingItem = v.InferOutput<typeof SittingItem>;

const SavedAnswer = v.object({
  itemId: v.number(),
  choice: v.nullable(v.number()),
  promptIndex: v.nullable(v.number()),
  text: v.nullable(v.string()),
  /** LISTENING: the audio was handed out (it is never handed out again) */
  played: v.boolean(),
  savedAt: IsoDateTime,
});
export type SavedAnswer = v.InferOutput<typeof SavedAnswer>;

const SectionStatus = v.object({
  id: v.number(),
  position: v.number(),
  kind: v.picklist(MOCK_SECTION_KINDS),
  timeLimitSeconds: v.number(),
  itemCount: v.number(),
  status: v.picklist(['WAITING', 'RUNNING', 'DONE']),
  startedAt: v.nullable(IsoDateTime),
  deadlineAt: v.nullable(IsoDateTime),
  finishedAt: v.nullable(IsoDateTime),
});

/** GET /api/mock-exams/{id}/sitting: where the sitting stands now, on the server's clock. */
export const Sitting = v.object({
  examId: v.number(),
  title: v.string(),
  subject: v.picklist(MOCK_SUBJECTS),
  /** the server's time when answering: the page counts down from deadlineAt minus this offset */
  serverNow: IsoDateTime,
  state: SittingState,
  startedAt: IsoDateTime,
  submittedAt: v.nullable(IsoDateTime),
  submittedBy: v.nullable(v.picklist(['STUDENT', 'DEADLINE'])),
  sections: v.array(SectionStatus),
  /** the running section with its items (null once the sitting is over) */
  current: v.nullable(
    v.object({
      sectionId: v.number(),
      position: v.number(),
      kind: v.picklist(MOCK_SECTION_KINDS),
      deadlineAt: IsoDateTime,
      last: v.boolean(),
      items: v.array(SittingItem),
      answers: v.array(SavedAnswer),
    }),
  ),
});
export type Sitting = v.InferOutput<typeof Sitting>;
export const SittingResponse = envelope(Sitting);

export const SavedAnswerResponse = envelope(SavedAnswer);

/** POST /api/mock-exams/{id}/sitting/audio/{itemId}: a short-lived link, handed out once. */
export const SittingAudio = v.object({ url: v.string(), expiresAt: IsoDateTime });
export const SittingAudioResponse = envelope(SittingAudio);
