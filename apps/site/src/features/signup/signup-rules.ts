// spec 5: the sign-up wizard's rules per step, and spec 3: the payload the API takes.
import type { SignupRequest } from '@academy/api-client/contract';
import { ko } from '@academy/ui/strings';

const m = ko.validation.signup;

export interface SignupForm {
  emailId: string;
  emailDomain: string; // a preset domain, or 'custom'
  customDomain: string;
  password: string;
  passwordConfirm: string;
  name: string;
  phone: string;
  parentPhone: string;
  address: string;
  addressDetail: string;
  targetSchools: { school: string; department: string }[];
  studyYears: string;
  track: string;
  listening: string;
  reading: string;
  totalListenRead: string;
  science: string;
  electives: { subject: string; score: string }[];
  additionalMessage: string;
  agreeToTerms: boolean;
}

export const emptySignupForm = (): SignupForm => ({
  emailId: '',
  emailDomain: '',
  customDomain: '',
  password: '',
  passwordConfirm: '',
  name: '',
  phone: '',
  parentPhone: '',
  address: '',
  addressDetail: '',
  targetSchools: [{ school: '', department: '' }],
  studyYears: '',
  track: '',
  listening: '',
  reading: '',
  totalListenRead: '',
  science: '',
  electives: [
    { subject: '', score: '' },
    { subject: '', score: '' },
  ],
  additionalMessage: '',
  agreeToTerms: false,
});

export type SignupErrors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^01\d-\d{3,4}-\d{4}$/;

export const emailOf = (form: SignupForm) =>
  `${form.emailId.trim()}@${(form.emailDomain === 'custom' ? form.customDomain : form.emailDomain).trim()}`;

const scoreError = (value: string) => {
  if (!value.trim()) return m.scoreRequired;
  if (!/^\d{1,3}$/.test(value) || Number(value) > 100) return m.scoreRange;
  return undefined;
};

/** The errors of one step (0, 1, 2); an empty object lets the wizard advance. */
export function validateStep(step: number, form: SignupForm): SignupErrors {
  const errors: SignupErrors = {};
  if (step === 0) {
    if (!form.emailId.trim()) errors.emailId = m.emailIdRequired;
    const domain = form.emailDomain === 'custom' ? form.customDomain : form.emailDomain;
    if (!domain.trim()) errors.emailDomain = m.emailDomainRequired;
    if (!errors.emailId && !errors.emailDomain && !EMAIL.test(emailOf(form)))
      errors.emailId = m.emailInvalid;
    if (form.password.length < 8) errors.password = m.passwordMin;
    if (!form.passwordConfirm) errors.passwordConfirm = m.passwordConfirmRequired;
    else if (form.password !== form.passwordConfirm) errors.passwordConfirm = m.passwordsMismatch;
    if (form.name.trim().length < 2) errors.name = m.nameMin;
    if (!MOBILE.test(form.phone)) errors.phone = m.phoneInvalid;
  }
  if (step === 1) {
    if (!MOBILE.test(form.parentPhone)) errors.parentPhone = m.phoneInvalid;
    if (!form.address.trim()) errors.address = m.addressRequired;
    if (form.targetSchools.length === 0) errors.targetSchools = m.targetSchoolMin;
    else if (form.targetSchools.length > 5) errors.targetSchools = m.targetSchoolMax;
    else if (
      form.targetSchools.some((target) => !target.school.trim() || !target.department.trim())
    ) {
      errors.targetSchools = m.targetSchoolIncomplete;
    }
    if (form.studyYears === '') errors.studyYears = m.studyYearsRequired;
    if (!form.track) errors.track = m.trackRequired;
  }
  if (step === 2) {
    for (const key of ['listening', 'reading', 'totalListenRead', 'science'] as const) {
      const error = scoreError(form[key]);
      if (error) errors[key] = error;
    }
    form.electives.forEach((elective, index) => {
      const filled = [elective.subject.trim() !== '', elective.score.trim() !== ''];
      if (filled[0] !== filled[1]) errors[`elective${index}`] = m.electivePair;
      else if (filled[1] && scoreError(elective.score)) errors[`elective${index}`] = m.scoreRange;
    });
    if (!form.agreeToTerms) errors.agreeToTerms = m.termsRequired;
  }
  return errors;
}

/** spec 3: the sign-up payload built from the form. */
export function toSignupPayload(form: SignupForm): SignupRequest {
  const electives = form.electives.filter(
    (elective) => elective.subject.trim() && elective.score.trim(),
  );
  const [first, second] = electives;
  return {
    userId: emailOf(form),
    password: form.password,
    name: form.name.trim(),
    studentContact: form.phone,
    parentContact: form.parentPhone,
    address: `${form.address.trim()} ${form.addressDetail.trim()}`.trim(),
    goalUniversities: form.targetSchools.map((target) => ({
      school: target.school.trim(),
      major: target.department.trim(),
    })),
    studyYears: Number(form.studyYears),
    majorType: form.track as '문과' | '이과',
    ejuScores: {
      listening: Number(form.listening),
      reading: Number(form.reading),
      totalListenRead: Number(form.totalListenRead),
      science: Number(form.science),
      ...(first ? { subject1: first.subject.trim(), score1: Number(first.score) } : {}),
      ...(second ? { subject2: second.subject.trim(), score2: Number(second.score) } : {}),
    },
    ...(form.additionalMessage.trim() ? { note: form.additionalMessage.trim() } : {}),
  };
}
