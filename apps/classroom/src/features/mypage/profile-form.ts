// The profile edit's values and the request they make (docs/product/validation.md: the sign-up's
// rules, from the contract's ProfileUpdateRequest). Scores are typed as digits like the sign-up's
// third step; an empty field stays empty so the contract answers 'required'.
import { ProfileUpdateRequest, type User } from '@academy/api-client/contract';
import {
  contractResolver,
  ejuScoreField,
  ejuScoresInput,
  type TypedEjuScores,
} from '@academy/ui/form';

export interface ProfileValues extends TypedEjuScores {
  userId: string;
  name: string;
  studentContact: string;
  parentContact: string;
  address: string;
  goals: { school: string; major: string }[];
  studyYears: string;
  majorType: string;
  note: string;
}

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

/** The PATCH /api/me request the values make. */
export function profileRequest(values: ProfileValues) {
  return {
    userId: values.userId,
    name: values.name,
    studentContact: values.studentContact,
    parentContact: values.parentContact,
    address: values.address,
    goalUniversities: values.goals,
    studyYears: values.studyYears === '' ? '' : Number(values.studyYears),
    majorType: values.majorType,
    ejuScores: ejuScoresInput(values),
    note: values.note.trim() || null,
  };
}

/** The contract's rules, each message on the field that shows it. */
export const validateProfile = contractResolver<ProfileValues>(ProfileUpdateRequest, {
  toInput: profileRequest,
  field: (path) => {
    if (path.startsWith('goalUniversities')) return 'goals';
    return ejuScoreField(path);
  },
});
