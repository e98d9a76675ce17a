import { mockApi } from '@academy/api-client/mocks/api';
import {
  dataExportHandlers,
  myConsentHandlers,
  sampleMyConsents,
} from '@academy/api-client/mocks/consents';
import { render } from '@academy/vitest-config/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startDownload } from '../../shared/download.ts';
import { PrivacyTab } from './PrivacyTab.tsx';

// The browser's download is the one thing not run here: the address it is given is checked.
vi.mock('../../shared/download.ts', () => ({ startDownload: vi.fn() }));

const api = mockApi();

describe('my page 개인정보', () => {
  it('shows each consent; marketing turns on as a new record, the required ones have no switch', async () => {
    api.use(...myConsentHandlers(sampleMyConsents()), ...dataExportHandlers());
    render(<PrivacyTab />);
    const consents = within(await screen.findByRole('region', { name: '동의 현황' }));
    expect(consents.getAllByText(/^1판 동의 · /)).toHaveLength(3);
    expect(consents.getByText('동의하지 않음')).toBeInTheDocument();
    expect(consents.queryByRole('switch', { name: '이용약관 동의' })).not.toBeInTheDocument();
    const marketing = consents.getByRole('switch', { name: '마케팅 정보 수신 동의' });
    expect(marketing).not.toBeChecked();
    // Each document's link says which document it opens (in a new window).
    expect(
      consents.getByRole('link', { name: '마케팅 정보 수신 전문 보기 (새 창)' }),
    ).toHaveAttribute('href', expect.stringMatching(/\/agreements\/marketing$/));

    await userEvent.click(marketing);
    expect(await screen.findByText('동의했습니다.')).toBeInTheDocument();
    expect(api.sent).toContainEqual({
      method: 'POST',
      path: 'me/consents',
      body: { consents: [{ kind: 'MARKETING', version: 1, granted: true }] },
    });
    expect(consents.getByRole('switch', { name: '마케팅 정보 수신 동의' })).toBeChecked();
    const history = within(screen.getByRole('region', { name: '동의 기록' }));
    const rows = history.getAllByRole('row');
    expect(within(rows[1]!).getByText('마케팅 정보 수신')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('마이페이지')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('동의')).toBeInTheDocument();
  });

  it('requests a copy of my data, then downloads a ready one through its one-time link', async () => {
    api.use(
      ...myConsentHandlers(),
      ...dataExportHandlers([
        {
          id: 1,
          status: 'READY',
          requestedAt: '2026-11-19T01:00:00.000Z',
          readyAt: '2026-11-19T01:00:03.000Z',
          downloadedAt: null,
        },
      ]),
    );
    render(<PrivacyTab />);
    const section = within(await screen.findByRole('region', { name: '내 정보 내려받기' }));
    await userEvent.click(await section.findByRole('button', { name: '내려받기' }));
    expect(vi.mocked(startDownload)).toHaveBeenCalledWith(
      '/api/me/data-exports/1/file?token=sample',
    );
    expect(await section.findByText('내려받음')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: '내려받기' })).not.toBeInTheDocument();

    await userEvent.click(section.getByRole('button', { name: '내려받기 요청' }));
    expect(await section.findByText('준비 중')).toBeInTheDocument();
    expect(api.sent.map((sent) => `${sent.method} ${sent.path}`)).toEqual([
      'POST me/data-exports/1/link',
      'POST me/data-exports',
    ]);
  });

  it('shows the refusal of a second request while one is waiting', async () => {
    api.use(
      ...myConsentHandlers(),
      ...dataExportHandlers([
        {
          id: 1,
          status: 'PENDING',
          requestedAt: '2026-11-19T01:00:00.000Z',
          readyAt: null,
          downloadedAt: null,
        },
      ]),
    );
    render(<PrivacyTab />);
    const section = within(await screen.findByRole('region', { name: '내 정보 내려받기' }));
    await userEvent.click(section.getByRole('button', { name: '내려받기 요청' }));
    expect(await section.findByRole('alert')).toHaveTextContent('이미 준비 중이거나');
  });
});
