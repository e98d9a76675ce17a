// The sign-up wizard's values, the payload the API takes, and each step's rules
// (docs/product/screens.md, docs/product/api.md, docs/product/validation.md). Every rule the server
// also enforces comes from the contract's SignupRequest (a `v.pick` of it per step); only what the
// payload cannot carry (the email split into id and domain, the password confirmation, the consent)
// is checked here.
import { SignupRequest, type ConsentChoice } from '@academy/api-client/contract';
import { REQUIRED_CONSENT_KINDS } from '@academy/api-client/contract/consent-choices';
import { allOf, contractResolver, ejuScoreField, ejuScoresInput } from '@academy/ui/form';
import * as validation from '@academy/strings/validation';
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import * as v from 'valibot';

const m = validation.signup;

export interface SignupValues {
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
  /** one answer per published document, at the version shown (filled when the texts load) */
  consents: ConsentChoice[];
}

export type SignupForm = UseFormReturnType<SignupValues>;

export const emptySignupValues = (): SignupValues => ({
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
  consents: [],
});

const domainOf = (values: SignupValues) =>
  (values.emailDomain === 'custom' ? values.customDomain : values.emailDomain).trim();
export const emailOf = (values: SignupValues) => `${values.emailId.trim()}@${domainOf(values)}`;

/**
 * The request the values make, for the contract to check: empty fields stay empty (so the
 * contract answers 'required', not a type error) and the address counts only when its first
 * part is given (the detail is optional, docs/product/validation.md).
 */
function signupInput(values: SignupValues) {
  const address = values.address.trim();
  return {
    userId: emailOf(values),
    password: values.password,
    name: values.name,
    studentContact: values.phone,
    parentContact: values.parentPhone,
    address: address ? `${address} ${values.addressDetail.trim()}`.trim() : '',
    goalUniversities: values.targetSchools.map((target) => ({
      school: target.school,
      major: target.department,
    })),
    studyYears: values.studyYears === '' ? '' : Number(values.studyYears),
    majorType: values.track,
    ejuScores: ejuScoresInput(values),
    note: values.additionalMessage.trim() || null,
    consents: values.consents,
  };
}

/** Where the form shows an issue of the request (its path in SignupRequest). */
const FIELD_OF: Record<string, string> = {
  userId: 'emailId',
  studentContact: 'phone',
  parentContact: 'parentPhone',
  majorType: 'track',
  note: 'additionalMessage',
};
const fieldOf = (path: string) => {
  if (path.startsWith('goalUniversities')) return 'targetSchools';
  return ejuScoreField(path) ?? FIELD_OF[path];
};

/** The fields of SignupRequest each step checks (docs/product/validation.md). */
const STEP_SCHEMAS = [
  v.pick(SignupRequest, ['userId', 'password', 'name', 'studentContact']),
  v.pick(SignupRequest, [
    'parentContact',
    'address',
    'goalUniversities',
    'studyYears',
    'majorType',
  ]),
  v.pick(SignupRequest, ['ejuScores', 'note', 'consents']),
] as const;

/** What only the form knows: the email's two parts, the confirmation and the consent. */
function formOnlyRules(step: number) {
  return (values: SignupValues): FormErrors => {
    const errors: FormErrors = {};
    if (step === 0) {
      if (!values.emailId.trim()) errors.emailId = m.emailIdRequired;
      if (!domainOf(values)) errors.emailDomain = m.emailDomainRequired;
      if (!values.passwordConfirm) errors.passwordConfirm = m.passwordConfirmRequired;
      else if (values.password !== values.passwordConfirm)
        errors.passwordConfirm = m.passwordsMismatch;
    }
    if (step === 2) Object.assign(errors, missingConsents(values));
    return errors;
  };
}

/**
 * Each required document must be agreed to (docs/product/privacy.md): its box shows the message.
 * Before the texts have loaded there is no box: the first required one is named at `consents`.
 */
function missingConsents(values: SignupValues): FormErrors {
  const errors: FormErrors = {};
  for (const kind of REQUIRED_CONSENT_KINDS) {
    const index = values.consents.findIndex((choice) => choice.kind === kind);
    const message = validation.consent.required[kind as keyof typeof validation.consent.required];
    if (index < 0) errors.consents ??= message;
    else if (!values.consents[index]!.granted) errors[`consents.${index}.granted`] = message;
  }
  return errors;
}

/** Whether every required document is agreed to (the last step's 가입하기 waits for it). */
export const requiredConsentsGiven = (values: SignupValues) =>
  Object.keys(missingConsents(values)).length === 0;

/** The errors of one step (0, 1, 2); an empty object lets the wizard advance. */
export function validateStep(step: number, values: SignupValues): FormErrors {
  const schema = STEP_SCHEMAS[step]!;
  // The picked schema is strict like the whole one: it is given only the fields it checks.
  const toInput = (typed: SignupValues) =>
    Object.fromEntries(Object.entries(signupInput(typed)).filter(([key]) => key in schema.entries));
  const errors = allOf(
    formOnlyRules(step),
    contractResolver<SignupValues>(schema, { toInput, field: fieldOf }),
  )(values);
  // The combined address is judged once its two parts are there.
  if (errors.emailDomain && errors.emailId === m.emailInvalid) delete errors.emailId;
  return errors;
}

/** The sign-up payload built from the values (once every step validated) (docs/product/api.md). */
export function toSignupPayload(values: SignupValues): SignupRequest {
  return v.parse(SignupRequest, signupInput(values));
}

/** The wizard's form: errors show when a step is submitted and clear as a field is edited. */
export function useSignupForm(step: number, initialValues = emptySignupValues()) {
  return useForm<SignupValues>({
    initialValues,
    validate: (values) => validateStep(step, values),
  });
}
