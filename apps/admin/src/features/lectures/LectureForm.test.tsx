import { apiPath, http, mockApi, refusal } from '@academy/api-client/mocks/api';
import { lectureAuthoringHandlers } from '@academy/api-client/mocks/lectures';
import { demoUsers, resetSession, seedSession } from '@academy/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, renderWithProviders } from '../../test/render.tsx';
import {
  emptyLectureDraft,
  LectureForm,
  lecturePreview,
  lectureRequest,
  validateLecture,
  type LectureDraft,
} from './LectureForm.tsx';

// The network boundary: the API answers like the server (MSW; CONTRIBUTING.md).
const api = mockApi(...lectureAuthoringHandlers());

const image = new File(['png'], 'thumb.png', { type: 'image/png' });
const draft = (changes: Partial<LectureDraft> = {}): LectureDraft => ({
  ...emptyLectureDraft,
  ...changes,
});

beforeEach(() => {
  seedSession(demoUsers.teacher);
  // jsdom has no object URLs; the preview card shows the chosen image through one.
  URL.createObjectURL = vi.fn(() => 'blob:thumb');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => resetSession());

describe('the lecture create rules', () => {
  it('asks for a title and an image', () => {
    expect(validateLecture(draft())).toEqual({
      title: '강의명을 입력하세요',
      imageFile: '대표 이미지를 선택하세요',
    });
    expect(validateLecture(draft({ title: '   ', imageFile: image }))).toEqual({
      title: '강의명을 입력하세요',
    });
    expect(validateLecture(draft({ title: '독해', imageFile: image }))).toEqual({});
  });

  it('refuses a negative or fractional price or period instead of changing it', () => {
    const valid = { title: '독해', imageFile: image };
    expect(validateLecture(draft({ ...valid, price: -5, period: 1.5 }))).toEqual({
      price: '가격은 0 이상의 정수여야 합니다.',
      period: '수강 기간은 0 이상의 정수(일)여야 합니다.',
    });
    expect(validateLecture(draft({ ...valid, price: 150000, period: 90 }))).toEqual({});
  });

  it('takes a textbook price only with the textbook’s name', () => {
    const valid = { title: '독해', imageFile: image };
    expect(validateLecture(draft({ ...valid, textbookPrice: 18000 }))).toEqual({
      textbookPrice: '교재 가격을 정하려면 교재명을 먼저 입력하세요.',
    });
    expect(
      validateLecture(draft({ ...valid, textbookName: '독해 교재', textbookPrice: 18000 })),
    ).toEqual({});
    expect(validateLecture(draft({ ...valid, textbookName: '독해 교재' }))).toEqual({});
  });

  it('sends 0 for an empty price and period, and the title trimmed', () => {
    const request = lectureRequest({ ...draft({ title: '  독해 완성 ' }), imageFile: image });
    expect(request).toMatchObject({ title: '독해 완성', price: 0, period: 0, imageFile: image });
    expect(
      lectureRequest({ ...draft({ price: 150000, period: 90 }), imageFile: image }),
    ).toMatchObject({
      price: 150000,
      period: 90,
    });
  });

  it('previews the price in won with thousands separators', () => {
    expect(lecturePreview(draft()).price).toBe('0원');
    expect(lecturePreview(draft({ price: 1234567 })).price).toBe('1,234,567원');
    expect(lecturePreview(draft()).title).toBe('강의명');
    expect(lecturePreview(draft({ subtitle: '' })).subtitle).toBeNull();
  });
});

describe('LectureForm', () => {
  const preview = () => screen.getByRole('region', { name: '미리보기' });

  it('shows what is typed in the preview card as it is typed', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<LectureForm />);
    expect(within(preview()).getByRole('heading', { name: '강의명' })).toBeInTheDocument();
    expect(within(preview()).getByText('0원')).toBeInTheDocument();
    expect(within(preview()).queryByRole('img')).not.toBeInTheDocument();

    await fill(user, screen.getByRole('textbox', { name: '강의명' }), 'EJU 독해 완성');
    await fill(user, screen.getByRole('textbox', { name: '부제목' }), '8주 만에 끝내는 독해');
    await fill(user, screen.getByRole('textbox', { name: '강의 설명' }), '긴 지문을 빠르게');
    await user.type(screen.getByRole('textbox', { name: '가격 (원)' }), '150000');
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, image);

    const card = within(preview());
    expect(card.getByRole('heading', { name: 'EJU 독해 완성' })).toBeInTheDocument();
    expect(card.getByText('8주 만에 끝내는 독해')).toBeInTheDocument();
    expect(card.getByText('긴 지문을 빠르게')).toBeInTheDocument();
    expect(card.getByText('150,000원')).toBeInTheDocument();
    expect(preview().querySelector('img')).toHaveAttribute('src', 'blob:thumb');
    expect(screen.getByRole('textbox', { name: '가격 (원)' })).toHaveValue('150,000');
  });

  it('refuses to submit while the title or image is missing, with the spec messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LectureForm />, { route: '/admin/lectures/new' });
    await user.click(screen.getByRole('button', { name: '강의 등록' }));
    expect(screen.getByText('강의명을 입력하세요')).toBeInTheDocument();
    expect(screen.getByText('대표 이미지를 선택하세요')).toBeInTheDocument();

    await fill(user, screen.getByRole('textbox', { name: '강의명' }), 'EJU 독해 완성');
    await user.click(screen.getByRole('button', { name: '강의 등록' }));
    expect(screen.queryByText('강의명을 입력하세요')).not.toBeInTheDocument();
    expect(screen.getByText('대표 이미지를 선택하세요')).toBeInTheDocument();
    expect(api.sent).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/lectures/new');
  });

  it('shows the message for a negative price and a fractional period and sends nothing', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<LectureForm />);
    await fill(user, screen.getByRole('textbox', { name: '강의명' }), 'EJU 독해 완성');
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, image);
    await user.type(screen.getByRole('textbox', { name: '가격 (원)' }), '-5');
    await user.type(screen.getByRole('textbox', { name: '수강 기간 (일, 0은 무제한)' }), '1.5');
    await user.click(screen.getByRole('button', { name: '강의 등록' }));
    expect(screen.getByText('가격은 0 이상의 정수여야 합니다.')).toBeInTheDocument();
    expect(screen.getByText('수강 기간은 0 이상의 정수(일)여야 합니다.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '가격 (원)' })).toHaveValue('-5');
    expect(api.sent).toEqual([]);
  });

  it('refuses a signed-out user with the spec message and no call', async () => {
    resetSession();
    const user = userEvent.setup();
    const { container } = renderWithProviders(<LectureForm />);
    await fill(user, screen.getByRole('textbox', { name: '강의명' }), 'EJU 독해 완성');
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, image);
    await user.click(screen.getByRole('button', { name: '강의 등록' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '로그인 정보를 확인해주세요. (teacherId 식별 불가)',
    );
    expect(api.sent).toEqual([]);
  });

  it('creates the lecture, says so and opens the new lecture to build it', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<LectureForm />, {
      route: '/admin/lectures/new',
    });
    await fill(user, screen.getByRole('textbox', { name: '강의명' }), '  EJU 독해 완성 ');
    await user.type(screen.getByRole('textbox', { name: '가격 (원)' }), '150000');
    await fill(user, screen.getByRole('textbox', { name: '분류' }), '일본어');
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, image);
    await user.click(screen.getByRole('button', { name: '강의 등록' }));

    // the id the server answered (the mock's next row id)
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/lectures\/3\d$/),
    );
    expect(api.sent).toMatchObject([
      {
        method: 'POST',
        path: 'admin/lectures',
        body: {
          title: 'EJU 독해 완성',
          price: '150000',
          period: '0',
          category: '일본어',
          imageFile: { type: 'image/png' },
        },
      },
    ]);
    expect(await screen.findByText('강의가 등록되었습니다.')).toBeInTheDocument();
  });

  it('sends the watermark switch and the pause limits staff set', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<LectureForm />, {
      route: '/admin/lectures/new',
    });
    await fill(user, screen.getByRole('textbox', { name: '강의명' }), 'EJU 청해');
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, image);
    const watermark = screen.getByRole('switch', { name: /워터마크 표시/ });
    expect(watermark).toBeChecked();
    await user.click(watermark);
    const count = screen.getByRole('textbox', { name: /일시정지 최대 횟수/ });
    const days = screen.getByRole('textbox', { name: /일시정지 최대 일수/ });
    expect(count).toHaveValue('3');
    expect(days).toHaveValue('30');
    await user.clear(count);
    await user.type(count, '2');
    await user.clear(days);
    await user.type(days, '400');
    await user.click(screen.getByRole('button', { name: '강의 등록' }));
    expect(
      screen.getByText('일시정지 제한은 0에서 365 사이의 정수로 입력하세요.'),
    ).toBeInTheDocument();
    expect(api.sent).toEqual([]);
    await user.clear(days);
    await user.type(days, '20');
    await user.click(screen.getByRole('button', { name: '강의 등록' }));
    await waitFor(() =>
      expect(api.sent).toMatchObject([
        { body: { watermark: 'false', pauseMaxCount: '2', pauseMaxDays: '20' } },
      ]),
    );
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    api.use(
      http.post(apiPath('admin/lectures'), () =>
        refusal(400, 'BAD_REQUEST', '대표 이미지는 5MB 이하여야 합니다.'),
      ),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<LectureForm />, {
      route: '/admin/lectures/new',
    });
    await fill(user, screen.getByRole('textbox', { name: '강의명' }), 'EJU 독해 완성');
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, image);
    await user.click(screen.getByRole('button', { name: '강의 등록' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '대표 이미지는 5MB 이하여야 합니다.',
    );
    expect(screen.getByRole('textbox', { name: '강의명' })).toHaveValue('EJU 독해 완성');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/lectures/new');
  });
});
