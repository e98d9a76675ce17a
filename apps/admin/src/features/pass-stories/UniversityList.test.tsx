import type { University } from '@academy/api-client/contract';
import { apiPath, http, mockApi, refusal } from '@academy/api-client/mocks/api';
import { universityHandlers } from '@academy/api-client/mocks/universities';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { UniversityList } from './UniversityList.tsx';

const tokyo: University = { id: 1, name: '도쿄대학', type: 'NATIONAL', logoUrl: null };
// The network boundary: the API answers like the server (MSW; CONTRIBUTING.md).
const api = mockApi(...universityHandlers([tokyo]));
const png = (name = 'logo.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const fileInputs = () => [...document.querySelectorAll<HTMLInputElement>('input[type=file]')];

async function renderList() {
  const user = userEvent.setup();
  renderWithProviders(<UniversityList />);
  await screen.findByRole('cell', { name: '도쿄대학' });
  return user;
}

describe('UniversityList', () => {
  it('adds a university with its logo as an uploaded file', async () => {
    const user = await renderList();
    await user.type(screen.getByRole('textbox', { name: /대학교 이름/ }), '교토대학');
    await user.upload(fileInputs()[0]!, png());
    await user.click(screen.getByRole('button', { name: '대학교 추가' }));
    // The list reads the new university back.
    expect(await screen.findByRole('cell', { name: '교토대학' })).toBeInTheDocument();
    expect(
      await screen.findByText('교토대학을(를) 대학교 목록에 추가했습니다.'),
    ).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: 'admin/universities',
        body: { name: '교토대학', type: 'NATIONAL', logoFile: { type: 'image/png' } },
      },
    ]);
  });

  it('shows the rule and sends nothing without a name', async () => {
    const user = await renderList();
    await user.click(screen.getByRole('button', { name: '대학교 추가' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('대학교 이름을 입력해 주세요.');
    expect(api.sent).toEqual([]);
  });

  it("shows the server's refusal of a logo and keeps the values", async () => {
    const user = await renderList();
    api.use(
      http.post(apiPath('admin/universities'), () =>
        refusal(415, 'UNSUPPORTED_MEDIA_TYPE', 'PNG, JPEG, WebP, GIF 이미지만 올릴 수 있습니다.'),
      ),
    );
    await user.type(screen.getByRole('textbox', { name: /대학교 이름/ }), '교토대학');
    await user.upload(fileInputs()[0]!, png('x.png'));
    await user.click(screen.getByRole('button', { name: '대학교 추가' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PNG, JPEG, WebP, GIF 이미지만 올릴 수 있습니다.',
    );
    expect(screen.getByRole('textbox', { name: /대학교 이름/ })).toHaveValue('교토대학');
  });

  it("replaces one university's logo, keeping its name and type", async () => {
    const user = await renderList();
    const row = screen.getByRole('row', { name: /도쿄대학/ });
    // the form's file input first, then each row's (FileButton's hidden input)
    await user.upload(fileInputs()[1]!, png('tokyo.png'));
    await waitFor(() =>
      expect(api.sent).toEqual([
        {
          method: 'PUT',
          path: 'admin/universities/1',
          body: { name: '도쿄대학', type: 'NATIONAL', logoFile: { type: 'image/png' } },
        },
      ]),
    );
    expect(within(row).getByRole('button', { name: '도쿄대학 로고 변경' })).toBeInTheDocument();
    expect(await screen.findByText('도쿄대학의 로고를 바꿨습니다.')).toBeInTheDocument();
  });
});
