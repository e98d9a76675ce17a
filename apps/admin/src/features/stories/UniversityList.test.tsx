import type { University } from '@academy/api-client/contract';
import { ApiError } from '@academy/api-client/errors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithProviders } from '../../test/render.tsx';
import { UniversityList } from './UniversityList.tsx';

// The api-client boundary: the university calls; the list, its queries and mutations are real.
const universities = vi.fn();
const createUniversity = vi.fn();
const updateUniversity = vi.fn();
vi.mock('@academy/api-client/endpoints/stories', () => ({
  universities: () => universities(),
  createUniversity: (...args: unknown[]) => createUniversity(...args),
  updateUniversity: (...args: unknown[]) => updateUniversity(...args),
  deleteUniversity: vi.fn(),
}));

const tokyo: University = { id: 1, name: '도쿄대학', type: 'NATIONAL', logoUrl: null };
const png = (name = 'logo.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const fileInputs = () => [...document.querySelectorAll<HTMLInputElement>('input[type=file]')];

afterEach(() => {
  universities.mockReset();
  createUniversity.mockReset();
  updateUniversity.mockReset();
});

async function renderList() {
  universities.mockResolvedValue(ok([tokyo]));
  const user = userEvent.setup();
  renderWithProviders(<UniversityList />);
  await screen.findByRole('cell', { name: '도쿄대학' });
  return user;
}

describe('UniversityList', () => {
  it('adds a university with its logo as an uploaded file', async () => {
    const user = await renderList();
    createUniversity.mockResolvedValue(
      ok({ id: 2, name: '교토대학', type: 'NATIONAL', logoUrl: '/api/files/images/k.webp' }),
    );
    await user.type(screen.getByRole('textbox', { name: /대학교 이름/ }), '교토대학');
    const logo = png();
    await user.upload(fileInputs()[0]!, logo);
    await user.click(screen.getByRole('button', { name: '대학교 추가' }));
    await waitFor(() =>
      expect(createUniversity).toHaveBeenCalledWith({
        name: '교토대학',
        type: 'NATIONAL',
        logoFile: logo,
      }),
    );
  });

  it('shows the rule and sends nothing without a name', async () => {
    const user = await renderList();
    await user.click(screen.getByRole('button', { name: '대학교 추가' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('대학교 이름을 입력해 주세요.');
    expect(createUniversity).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a logo and keeps the values", async () => {
    const user = await renderList();
    createUniversity.mockRejectedValue(
      new ApiError({
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'PNG, JPEG, WebP, GIF 이미지만 올릴 수 있습니다.',
      }),
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
    updateUniversity.mockResolvedValue(ok({ ...tokyo, logoUrl: '/api/files/images/t.webp' }));
    const row = screen.getByRole('row', { name: /도쿄대학/ });
    const logo = png('tokyo.png');
    // the form's file input first, then each row's (FileButton's hidden input)
    await user.upload(fileInputs()[1]!, logo);
    await waitFor(() =>
      expect(updateUniversity).toHaveBeenCalledWith(1, {
        name: '도쿄대학',
        type: 'NATIONAL',
        logoFile: logo,
      }),
    );
    expect(within(row).getByRole('button', { name: '도쿄대학 로고 변경' })).toBeInTheDocument();
  });
});
