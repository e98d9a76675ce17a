import { mockApi } from '@academy/api-client/mocks/api';
import {
  consentDocumentHandlers,
  sampleConsentDocuments,
} from '@academy/api-client/mocks/consents';
import { render } from '@academy/vitest-config/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ConsentDocumentRoute, { loader } from '../../routes/consent-document.tsx';
import SiteLayout from '../../routes/SiteLayout.tsx';

// The policy pages show the current version staff published.
mockApi(
  ...consentDocumentHandlers(
    sampleConsentDocuments(2).map((doc) =>
      doc.kind === 'PRIVACY'
        ? {
            ...doc,
            title: '개인정보 처리방침',
            body: '학원은...\n\n## 3. 보관 기간\n\n탈퇴 후 지체 없이 파기합니다.',
          }
        : doc.kind === 'TERMS'
          ? { ...doc, body: '## 제1조 (목적)\n\n이 약관은...' }
          : doc,
    ),
  ),
);

function renderSite(path: string) {
  return render(
    [
      {
        path: '/',
        Component: SiteLayout,
        children: [
          { path: 'privacy', Component: ConsentDocumentRoute, loader },
          { path: 'terms', Component: ConsentDocumentRoute, loader },
          { path: 'agreements/:kind', Component: ConsentDocumentRoute, loader },
        ],
      },
    ],
    { path },
  ).router;
}

describe('the site footer', () => {
  it('gives the academy details and hours and links the policy pages a notice points to', async () => {
    renderSite('/privacy');
    const footer = await screen.findByRole('contentinfo', { name: '사이트 정보' });
    expect(within(footer).getByText('서울특별시 강남구 테헤란로 152, 7층')).toBeInTheDocument();
    expect(within(footer).getByText('평일 09:00 - 22:00')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '개인정보 처리방침' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: '이용약관' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it.each([
    ['/privacy', '개인정보 처리방침', '3. 보관 기간'],
    ['/terms', '이용약관', '제1조 (목적)'],
    ['/agreements/marketing', '마케팅 정보 수신', '마케팅 정보 수신'],
  ])('serves %s as a page of its own, the current version', async (path, title, section) => {
    renderSite(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(screen.getByText(/^2판 · 시행일: /)).toBeInTheDocument();
  });
});
