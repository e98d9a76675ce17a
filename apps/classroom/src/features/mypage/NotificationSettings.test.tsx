import { mockApi } from '@academy/api-client/mocks/api';
import { preferenceHandlers } from '@academy/api-client/mocks/account-mail';
import { myConsentHandlers, sampleMyConsents } from '@academy/api-client/mocks/consents';
import { render } from '@academy/vitest-config/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationSettings } from './NotificationSettings.tsx';

const api = mockApi();

describe('my page 알림 설정', () => {
  it('switches a channel off, shows account messages as always sent, and holds promotions without consent', async () => {
    api.use(...preferenceHandlers(), ...myConsentHandlers(sampleMyConsents()));
    render(<NotificationSettings />);
    const email = await screen.findByRole('switch', { name: '질문 답변 알림 이메일 수신' });
    expect(email).toBeChecked();
    expect(screen.getByText('비밀번호 재설정 · 항상 발송')).toBeInTheDocument();
    // No marketing consent: the promotion's switch cannot be used, and the page says why.
    expect(screen.getByRole('switch', { name: 'event-news 이메일 수신' })).toBeDisabled();
    expect(
      screen.getByText('마케팅 정보 수신에 동의하지 않아 이벤트·혜택 알림은 보내지 않습니다.'),
    ).toBeInTheDocument();

    await userEvent.click(email);
    expect(await screen.findByText('알림 설정이 저장되었습니다.')).toBeInTheDocument();
    expect(email).not.toBeChecked();
    expect(api.sent).toContainEqual({
      method: 'PUT',
      path: 'me/message-preferences',
      body: { template: 'question-answered', channel: 'EMAIL', enabled: false },
    });
  });

  it('grants marketing through the consent record, which opens the promotions', async () => {
    api.use(...preferenceHandlers(), ...myConsentHandlers(sampleMyConsents()));
    render(<NotificationSettings />);
    await userEvent.click(await screen.findByRole('switch', { name: '마케팅 정보 수신 동의' }));
    expect(api.sent).toContainEqual({
      method: 'POST',
      path: 'me/consents',
      body: { consents: [{ kind: 'MARKETING', version: 1, granted: true }] },
    });
    expect(await screen.findByRole('switch', { name: 'event-news 이메일 수신' })).toBeEnabled();
  });
});
