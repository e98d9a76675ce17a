import { describe, expect, it } from 'vitest';
import {
  emptySignupValues,
  toSignupPayload,
  validateStep,
  type SignupValues,
} from './signup-form.ts';

const filled = (): SignupValues => ({
  ...emptySignupValues(),
  emailId: 'newstudent',
  emailDomain: 'naver.com',
  password: 'password1234',
  passwordConfirm: 'password1234',
  name: '김학생',
  phone: '010-1234-5678',
  parentPhone: '010-8765-4321',
  address: '서울시 강남구',
  addressDetail: '101동 202호',
  targetSchools: [{ school: '도쿄대학', department: '공학부' }],
  studyYears: '0',
  track: '이과',
  listening: '80',
  reading: '90',
  totalListenRead: '85',
  science: '70',
  electives: [
    { subject: '수학', score: '95' },
    { subject: '', score: '' },
  ],
  additionalMessage: ' 잘 부탁드립니다 ',
  consents: [
    { kind: 'TERMS', version: 1, granted: true },
    { kind: 'PRIVACY', version: 2, granted: true },
    { kind: 'PRIVACY_OPTIONAL', version: 1, granted: false },
    { kind: 'MARKETING', version: 1, granted: false },
  ],
});

describe('the sign-up rules (docs/product/validation.md)', () => {
  it('refuses step 1 with its messages', () => {
    const errors = validateStep(0, {
      ...emptySignupValues(),
      emailId: 'a',
      emailDomain: 'custom',
      customDomain: 'bad',
      password: 'short',
      passwordConfirm: 'other',
      name: '김',
      phone: '02-123',
    });
    expect(errors).toMatchObject({
      emailId: '올바른 이메일 형식이 아닙니다',
      password: '비밀번호는 8자 이상이어야 합니다',
      passwordConfirm: '비밀번호가 일치하지 않습니다',
      phone: '올바른 전화번호 형식이 아닙니다',
    });
    expect(errors.name).toBeDefined();
  });

  it('refuses step 2 with an incomplete school and missing choices', () => {
    const errors = validateStep(1, {
      ...filled(),
      targetSchools: [{ school: '도쿄대학', department: '' }],
      studyYears: '',
      track: '',
    });
    expect(errors.targetSchools).toBe('목표학교와 학과를 모두 입력해주세요');
    expect(errors.studyYears).toBeDefined();
    expect(errors.track).toBeDefined();
    expect(
      validateStep(1, {
        ...filled(),
        targetSchools: Array.from({ length: 6 }, () => ({ school: 'a', department: 'b' })),
      }).targetSchools,
    ).toBe('최대 5개까지만 추가할 수 있습니다');
  });

  it('refuses step 3 scores out of range, a half elective and a required consent left out', () => {
    const errors = validateStep(2, {
      ...filled(),
      listening: '101',
      electives: [
        { subject: '수학', score: '' },
        { subject: '', score: '' },
      ],
      consents: filled().consents.map((choice) =>
        choice.kind === 'PRIVACY' ? { ...choice, granted: false } : choice,
      ),
    });
    expect(errors.listening).toBe('0에서 100 사이의 정수를 입력해주세요.');
    expect(errors['electives.0.subject']).toBe(
      '선택 과목과 점수를 모두 입력하거나 모두 비워주세요.',
    );
    expect(errors['consents.1.granted']).toBe('개인정보 수집·이용 (필수)에 동의해주세요.');
    expect(errors['consents.0.granted']).toBeUndefined();
    expect(validateStep(2, filled())).toEqual({});
  });

  it('asks for the terms before their texts have loaded, and needs no optional consent', () => {
    expect(validateStep(2, { ...filled(), consents: [] }).consents).toBe(
      '이용약관에 동의해주세요.',
    );
    expect(validateStep(2, { ...filled(), consents: filled().consents.slice(0, 2) })).toEqual({});
  });

  it('asks for each part of the email before judging the address', () => {
    const base = { ...filled(), emailId: '', emailDomain: '' };
    expect(validateStep(0, base)).toMatchObject({
      emailId: '이메일 아이디를 입력해주세요.',
      emailDomain: '이메일 도메인을 선택해주세요.',
    });
    expect(validateStep(0, { ...base, emailId: 'newstudent' })).toEqual({
      emailDomain: '이메일 도메인을 선택해주세요.',
    });
    expect(validateStep(0, filled())).toEqual({});
  });

  it("judges the address with the contract's v.email, as the server does", () => {
    // The old hand-written pattern let 'a@b.c' and 'a..b@x.com' through; the server refused them.
    const errors = validateStep(0, { ...filled(), emailId: 'a..b', emailDomain: 'naver.com' });
    expect(errors.emailId).toBe('올바른 이메일 형식이 아닙니다');
  });

  it('builds the sign-up payload (docs/product/api.md)', () => {
    expect(toSignupPayload(filled())).toEqual({
      userId: 'newstudent@naver.com',
      password: 'password1234',
      name: '김학생',
      studentContact: '010-1234-5678',
      parentContact: '010-8765-4321',
      address: '서울시 강남구 101동 202호',
      goalUniversities: [{ school: '도쿄대학', major: '공학부' }],
      studyYears: 0,
      majorType: '이과',
      ejuScores: {
        listening: 80,
        reading: 90,
        totalListenRead: 85,
        science: 70,
        subject1: '수학',
        score1: 95,
        subject2: null,
        score2: null,
      },
      note: '잘 부탁드립니다',
      consents: filled().consents,
    });
  });
});
