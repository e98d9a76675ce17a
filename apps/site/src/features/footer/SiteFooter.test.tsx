import { render } from '@academy/vitest-config/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PrivacyPage from '../../routes/privacy.tsx';
import SiteLayout from '../../routes/SiteLayout.tsx';
import TermsPage from '../../routes/terms.tsx';

function renderSite(path: string) {
  return render(
    [
      {
        path: '/',
        Component: SiteLayout,
        children: [
          { path: 'privacy', Component: PrivacyPage },
          { path: 'terms', Component: TermsPage },
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
  ])('serves %s as a page of its own', async (path, title, section) => {
    renderSite(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
  });
});
