// The EJU scores as the sign-up's third step and the classroom's profile edit type them, and the
// request's `ejuScores` they make (the contract's EjuScores, docs/product/validation.md).

/** The four required scores, in the order the forms show them. */
export const EJU_SCORE_KEYS = ['listening', 'reading', 'totalListenRead', 'science'] as const;

/** The scores as typed: digits as text, and two electives, each a subject and its score. */
export interface TypedEjuScores {
  listening: string;
  reading: string;
  totalListenRead: string;
  science: string;
  electives: { subject: string; score: string }[];
}

/** An empty required score stays empty, so the contract answers 'required', not a type error. */
const score = (typed: string) => (typed.trim() === '' ? '' : Number(typed));
const optionalScore = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/** The request's `ejuScores` from what was typed (an elective left empty is null). */
export function ejuScoresInput(typed: TypedEjuScores) {
  const [first, second] = typed.electives;
  return {
    listening: score(typed.listening),
    reading: score(typed.reading),
    totalListenRead: score(typed.totalListenRead),
    science: score(typed.science),
    subject1: first?.subject.trim() || null,
    score1: optionalScore(first?.score ?? ''),
    subject2: second?.subject.trim() || null,
    score2: optionalScore(second?.score ?? ''),
  };
}

const ELECTIVE_FIELDS: Record<string, string> = {
  subject1: 'electives.0.subject',
  score1: 'electives.0.score',
  subject2: 'electives.1.subject',
  score2: 'electives.1.score',
};

/**
 * The form field that shows an issue at `ejuScores.<key>` (a contractResolver `field`), or
 * undefined for a path outside the scores.
 */
export function ejuScoreField(path: string): string | undefined {
  if (!path.startsWith('ejuScores.')) return undefined;
  const key = path.slice('ejuScores.'.length);
  return ELECTIVE_FIELDS[key] ?? key;
}
