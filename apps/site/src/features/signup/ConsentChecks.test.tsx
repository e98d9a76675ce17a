import { mockApi } from '@academy/api-client/mocks/api';
import {
  consentDocumentHandlers,
  sampleConsentDocuments,
} from '@academy/api-client/mocks/consents';
import { render } from '@academy/vitest-config/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScoresStep } from './ScoresStep.tsx';
import type { SignupRequest } from '@academy/api-client/contract';
import { emptySignupValues, toSignupPayload, useSignupForm } from './signup-form.ts';

// The sign-up's last step with the texts the API publishes (version 3 of each, so the versions
// sent are the ones shown, not a default).
const api = mockApi(...consentDocumentHandlers(sampleConsentDocuments(3)));

const filled = {
  ...emptySignupValues(),
  emailId: 'newstudent',
  emailDomain: 'naver.com',
  password: 'password1234',
  passwordConfirm: 'password1234',
  name: '김학생',
  phone: '010-1234-5678',
  parentPhone: '010-8765-4321',
  address: '서울시 강남구',
  targetSchools: [{ school: '도쿄대학', department: '공학부' }],
  studyYears: '0',
  track: '이과',
  listening: '80',
  reading: '90',
  totalListenRead: '85',
  science: '70',
};

/** The step in a form with the wizard's last-step rules; a valid submit hands over the payload. */
function LastStep({ onPayload }: { onPayload: (payload: SignupRequest) => void }) {
  const form = useSignupForm(2, filled);
  return (
    <form onSubmit={form.onSubmit((values) => onPayload(toSignupPayload(values)))} noValidate>
      <ScoresStep form={form} />
      <button type="submit">가입하기</button>
    </form>
  );
}

describe('the sign-up consents', () => {
  it('offers a box per document, the required ones marked, each with a link to its text', async () => {
    render(<LastStep onPayload={() => {}} />);
    expect(
      await screen.findByRole('checkbox', { name: '[필수] 이용약관에 동의합니다' }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 (필수)에 동의합니다' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: '[선택] 개인정보 수집·이용 (선택)에 동의합니다' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: '[선택] 마케팅 정보 수신에 동의합니다' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '이용약관 전문 보기 (새 창)' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(
      screen.getByRole('link', { name: '개인정보 수집·이용 (필수) 전문 보기 (새 창)' }),
    ).toHaveAttribute('href', '/privacy');
    expect(
      screen.getByRole('link', { name: '마케팅 정보 수신 전문 보기 (새 창)' }),
    ).toHaveAttribute('href', '/agreements/marketing');
  });

  it('refuses to go on without the required ones, and nothing is sent', async () => {
    const sent: SignupRequest[] = [];
    render(<LastStep onPayload={(payload) => sent.push(payload)} />);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: '[필수] 이용약관에 동의합니다' }),
    );
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(
      await screen.findByText('개인정보 수집·이용 (필수)에 동의해주세요.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('이용약관에 동의해주세요.')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends every answer with the version shown: required yes, marketing no', async () => {
    const sent: SignupRequest[] = [];
    render(<LastStep onPayload={(payload) => sent.push(payload)} />);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: '[필수] 이용약관에 동의합니다' }),
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 (필수)에 동의합니다' }),
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: '[선택] 개인정보 수집·이용 (선택)에 동의합니다' }),
    );
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.consents).toEqual([
      { kind: 'TERMS', version: 3, granted: true },
      { kind: 'PRIVACY', version: 3, granted: true },
      { kind: 'PRIVACY_OPTIONAL', version: 3, granted: true },
      { kind: 'MARKETING', version: 3, granted: false },
    ]);
    expect(api.read).toContain('consent-documents');
  });
});
