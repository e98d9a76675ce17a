import { apiPath, http, mockApi, refusal } from '@academy/api-client/mocks/api';
import { bannerHandlers } from '@academy/api-client/mocks/banners';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, renderWithProviders } from '../../test/render.tsx';
import NewBannerPage from '../../routes/banners-new.tsx';

// The network boundary: the API answers like the server (MSW; CONTRIBUTING.md).
const api = mockApi(...bannerHandlers([]));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:banner');
  URL.revokeObjectURL = vi.fn();
});

const image = new File(['png'], 'banner.png', { type: 'image/png' });

async function fillIn(url: string) {
  const user = userEvent.setup();
  const view = renderWithProviders(<NewBannerPage />, { route: '/admin/banners/new' });
  await fill(user, screen.getByRole('textbox', { name: '제목' }), '겨울 특강');
  await user.upload(view.container.querySelector<HTMLInputElement>('input[type=file]')!, image);
  await fill(user, screen.getByRole('textbox', { name: '링크 URL' }), url);
  await user.click(screen.getByRole('button', { name: '등록' }));
  return user;
}

describe('BannerForm creating a banner (the 배너 등록 page)', () => {
  it('alerts one message at a time, in the order of the fields', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewBannerPage />);
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^제목을 입력하세요$/);
    await fill(user, screen.getByRole('textbox', { name: '제목' }), '겨울 특강');
    expect(screen.getByRole('alert')).toHaveTextContent(/^배너 이미지를 선택하세요$/);
    expect(api.sent).toEqual([]);
  });

  it("refuses a link the server would refuse, with the contract's message", async () => {
    await fillIn('ftp://example.com');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '올바른 URL 형식이 아닙니다. (http:// 또는 https://)',
    );
    expect(api.sent).toEqual([]);
  });

  it('creates the banner and goes to the list', async () => {
    await fillIn(' https://example.com/winter ');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/banners$/),
    );
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: 'banners',
        body: {
          title: '겨울 특강',
          imageFile: { type: 'image/png' },
          url: 'https://example.com/winter',
        },
      },
    ]);
  });

  it("shows the server's message and keeps what was typed", async () => {
    api.use(
      http.post(apiPath('banners'), () =>
        refusal(400, 'BAD_REQUEST', '배너 이미지는 10MB 이하만 올릴 수 있습니다.'),
      ),
    );
    await fillIn('https://example.com/winter');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '배너 이미지는 10MB 이하만 올릴 수 있습니다.',
    );
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('겨울 특강');
  });
});
