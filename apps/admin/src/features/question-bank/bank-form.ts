// The bank item form's values and the request they make (contract BankItemWrite). The form keeps
// every part of every kind, so switching the kind back and forth loses nothing typed; the request
// carries only the parts the kind has.
import type { BankItem, BankItemWrite } from '@academy/api-client/contract';
import {
  CHOICE_OPTIONS,
  SECTION_ITEM_KINDS,
  type MockItemKind,
  type MockSectionKind,
} from '@academy/api-client/contract/eju';

export interface BankDraft {
  sectionKind: MockSectionKind;
  kind: MockItemKind;
  unit: string;
  /** '1' to '5' (a segmented control's value) */
  difficulty: string;
  stem: string;
  imageKey: string | null;
  audioKey: string | null;
  options: string[];
  /** the right option's index as text ('' when none is chosen) */
  answerIndex: string;
  explanation: string;
  prompts: [string, string];
}

export function draftOf(item?: BankItem): BankDraft {
  if (!item) {
    return {
      sectionKind: 'READING',
      kind: 'CHOICE',
      unit: '',
      difficulty: '3',
      stem: '',
      imageKey: null,
      audioKey: null,
      options: Array.from({ length: CHOICE_OPTIONS.min }, () => ''),
      answerIndex: '',
      explanation: '',
      prompts: ['', ''],
    };
  }
  return {
    sectionKind: item.sectionKind,
    kind: item.kind,
    unit: item.unit,
    difficulty: String(item.difficulty),
    stem: item.stem,
    imageKey: item.imageKey,
    audioKey: item.audioKey,
    options: item.options ?? Array.from({ length: CHOICE_OPTIONS.min }, () => ''),
    answerIndex: item.answerIndex === null ? '' : String(item.answerIndex),
    explanation: item.explanation,
    prompts: [item.prompts?.[0] ?? '', item.prompts?.[1] ?? ''],
  };
}

export function requestOf(draft: BankDraft): BankItemWrite {
  const writing = draft.kind === 'WRITING';
  return {
    sectionKind: draft.sectionKind,
    kind: draft.kind,
    unit: draft.unit,
    difficulty: Number(draft.difficulty),
    stem: draft.stem,
    imageKey: draft.imageKey,
    audioKey: draft.kind === 'LISTENING' ? draft.audioKey : null,
    options: writing ? null : draft.options,
    answerIndex: writing || draft.answerIndex === '' ? null : Number(draft.answerIndex),
    explanation: draft.explanation,
    prompts: writing ? [...draft.prompts] : null,
  };
}

/** The kind after the section changes: kept when the section takes it, else its first. */
export const kindFor = (sectionKind: MockSectionKind, kind: MockItemKind): MockItemKind =>
  SECTION_ITEM_KINDS[sectionKind].includes(kind) ? kind : SECTION_ITEM_KINDS[sectionKind][0]!;

/** Where a field's message shows (an option's own issue shows under the options). */
export const fieldOf = (path: string) =>
  path.startsWith('options.') ? 'options' : path.startsWith('prompts.') ? 'prompts' : path;

export const FIELD_ORDER = [
  'sectionKind',
  'kind',
  'unit',
  'difficulty',
  'stem',
  'imageKey',
  'audioKey',
  'options',
  'answerIndex',
  'explanation',
  'prompts',
] as const;
