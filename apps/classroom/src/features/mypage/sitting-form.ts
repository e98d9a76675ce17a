// The official EJU sitting form's values and the request they make (docs/product/validation.md:
// the rules of the contract's EjuSittingRequest). Scores are typed as digits; an empty one is a
// subject not taken (null).
import {
  EjuSittingRequest,
  type EjuSitting,
  type EjuSittingRequest as Request,
} from '@academy/api-client/contract';
import { contractResolver } from '@academy/ui/form';

export const SITTING_SCORE_KEYS = [
  'japaneseReading',
  'japaneseListening',
  'japaneseWriting',
  'science1Score',
  'science2Score',
  'generalStudies',
  'mathScore',
] as const;
type ScoreKey = (typeof SITTING_SCORE_KEYS)[number];

export type SittingValues = Record<ScoreKey, string> & {
  year: string;
  month: string;
  science1Subject: string;
  science2Subject: string;
  mathCourse: string;
};

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function sittingValues(sitting: EjuSitting | null, year: number): SittingValues {
  const values = {
    year: String(sitting?.year ?? year),
    month: text(sitting?.month ?? null),
    science1Subject: sitting?.science1Subject ?? '',
    science2Subject: sitting?.science2Subject ?? '',
    mathCourse: sitting?.mathCourse ?? '',
  } as SittingValues;
  for (const key of SITTING_SCORE_KEYS) values[key] = text(sitting?.[key] ?? null);
  return values;
}

const number = (typed: string) => (typed.trim() === '' ? null : Number(typed));

export function sittingRequest(values: SittingValues): Request {
  const request: Record<string, unknown> = {
    year: values.year.trim() === '' ? '' : Number(values.year),
    month: values.month === '' ? '' : Number(values.month),
    science1Subject: values.science1Subject || null,
    science2Subject: values.science2Subject || null,
    mathCourse: values.mathCourse || null,
  };
  for (const key of SITTING_SCORE_KEYS) request[key] = number(values[key]);
  return request as Request;
}

export const validateSitting = contractResolver<SittingValues>(EjuSittingRequest, {
  toInput: sittingRequest,
});
