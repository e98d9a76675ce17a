// The profile edit's values and the request they make (docs/product/validation.md: the sign-up's
// rules, from the contract's ProfileUpdateRequest). Scores are typed as digits like the sign-up's
// third step; an empty field stays empty so the contract answers 'required'.
import { ProfileUpdateRequest, type User } from '@academy/api-client/contract';
import { contractResolver } from '@academy/ui/form';

export interface ProfileValues {
  userId: string;
  name: string;
  studentContact: string;
  parentContact: string;
  address: string;
  goals: { school: string; major: string }[];
  studyYears: string;
  majorType: string;
  listening: string;
  reading: string;
  totalListenRead: string;
  science: string;
  electives: { subject: string; score: string }[];
  note: string;
}

export const PROFILE_SCORE_KEYS = ['listening', 'reading', 'totalListenRead', 'science'] as const;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form's values from the profile the session holds. */
export function profileValues(user: User): ProfileValues {
  const scores = user.ejuScores;
  return {
    userId: user.userId,
    name: user.name,
    studentContact: text(user.studentContact),
    parentContact: text(user.parentContact),
    address: text(user.address),
    goals: user.goalUniversities.length
      ? user.goalUniversities.map((goal) => ({ ...goal }))
      : [{ school: '', major: '' }],
    studyYears: text(user.studyYears),
    majorType: text(user.majorType),
    listening: text(scores?.listening),
    reading: text(scores?.reading),
    totalListenRead: text(scores?.totalListenRead),
    science: text(scores?.science),
    electives: [
      { subject: text(scores?.subject1), score: text(scores?.score1) },
      { subject: text(scores?.subject2), score: text(scores?.score2) },
    ],
    note: text(user.note),
  };
}

const score = (typed: string) => (typed.trim() === '' ? '' : Number(typed));
const optionalScore = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/** The PATCH /api/me request the values make. */
export function profileRequest(values: ProfileValues) {
  const [first, second] = values.electives;
  return {
    userId: values.userId,
    name: values.name,
    studentContact: values.studentContact,
    parentContact: values.parentContact,
    address: values.address,
    goalUniversities: values.goals,
    studyYears: values.studyYears === '' ? '' : Number(values.studyYears),
    majorType: values.majorType,
    ejuScores: {
      listening: score(values.listening),
      reading: score(values.reading),
      totalListenRead: score(values.totalListenRead),
      science: score(values.science),
      subject1: first?.subject.trim() || null,
      score1: optionalScore(first?.score ?? ''),
      subject2: second?.subject.trim() || null,
      score2: optionalScore(second?.score ?? ''),
    },
    note: values.note.trim() || null,
  };
}

const FIELD_OF: Record<string, string> = {
  'ejuScores.subject1': 'electives.0.subject',
  'ejuScores.score1': 'electives.0.score',
  'ejuScores.subject2': 'electives.1.subject',
  'ejuScores.score2': 'electives.1.score',
};

/** The contract's rules, each message on the field that shows it. */
export const validateProfile = contractResolver<ProfileValues>(ProfileUpdateRequest, {
  toInput: profileRequest,
  field: (path) => {
    if (path.startsWith('goalUniversities')) return 'goals';
    if (path in FIELD_OF) return FIELD_OF[path];
    if (path.startsWith('ejuScores.')) return path.slice('ejuScores.'.length);
    return undefined;
  },
});
