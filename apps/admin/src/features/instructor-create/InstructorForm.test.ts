import { describe, expect, it } from 'vitest';
import { firstInstructorError, instructorEmail, type InstructorDraft } from './InstructorForm.tsx';

const draft = (changes: Partial<InstructorDraft> = {}): InstructorDraft => ({
  photo: new File(['x'], 'me.png', { type: 'image/png' }),
  name: '김선생',
  contact: '010-1234-5678',
  emailId: 'kim',
  emailDomain: 'naver.com',
  customDomain: '',
  password: 'password1234',
  passwordConfirm: 'password1234',
  subjects: ['물리'],
  intro: '',
  bankName: '',
  accountNumber: '',
  accountHolder: '',
  businessNumber: '',
  ...changes,
});

describe('the instructor form rules (spec 5)', () => {
  it('alerts in the spec order with the spec words', () => {
    expect(firstInstructorError(draft({ name: ' ' }))).toBe('이름을 입력하세요');
    expect(firstInstructorError(draft({ emailId: '' }))).toBe('이메일을 입력하세요');
    expect(firstInstructorError(draft({ password: '', passwordConfirm: '' }))).toBe(
      '패스워드를 입력하세요',
    );
    expect(firstInstructorError(draft({ passwordConfirm: 'other' }))).toBe(
      '비밀번호가 일치하지 않습니다',
    );
    expect(firstInstructorError(draft({ photo: null }))).toBe('사진을 첨부하세요');
    expect(firstInstructorError(draft({ subjects: [] }))).toBe(
      '강의분야를 최소 1개 이상 선택하세요',
    );
    expect(firstInstructorError(draft())).toBeNull();
  });

  it('joins the email id with a preset or a custom domain', () => {
    expect(instructorEmail(draft())).toBe('kim@naver.com');
    expect(instructorEmail(draft({ emailDomain: 'custom', customDomain: 'academy.kr' }))).toBe(
      'kim@academy.kr',
    );
  });
});
