import { apiPath, http, mockApi, okEnvelope, refusal } from '@academy/api-client/mocks/api';
import { sampleConsentDocuments, sampleMyConsents } from '@academy/api-client/mocks/consents';
import { demoUsers, resetSession, seedSession } from '@academy/auth/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import AgreePage from './agree.tsx';

const api = mockApi();

beforeEach(() => seedSession(demoUsers.student));
afterEach(() => resetSession());

describe('the agree-again screen', () => {
  it('says when the consents could not be read, and reads them again on 다시 시도', async () => {
    let failing = true;
    // 이용약관 has a second version the student has not agreed to.
    const documents = sampleConsentDocuments().map((doc) =>
      doc.kind === 'TERMS' ? { ...doc, version: 2 } : doc,
    );
    api.use(
      http.get(apiPath('me/consents'), () =>
        failing ? refusal(500, 'INTERNAL', '서버 오류') : okEnvelope(sampleMyConsents(documents)),
      ),
    );
    renderWithApp(<AgreePage />, { path: '/agree' });
    expect(await screen.findByText('서버 오류')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: /다시/ }));
    expect(await screen.findByRole('heading', { name: '약관이 바뀌었습니다' })).toBeInTheDocument();
  });
});
