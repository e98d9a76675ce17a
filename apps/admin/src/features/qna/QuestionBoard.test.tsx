import type { Question, QuestionGroup } from '@academy/api-client/contract';
import { apiPath, http, mockApi } from '@academy/api-client/mocks/api';
import { staffLectureHandlers } from '@academy/api-client/mocks/lectures';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { QuestionBoard } from './QuestionBoard.tsx';

const question = (id: number): Question => ({
  id,
  title: `질문 ${id}`,
  content: '질문 내용',
  studentName: '김민준',
  createdAt: '2026-11-21T08:15:00.000Z',
  isAnswered: false,
  lectureId: 1,
  lectureTitle: 'EJU 일본어 독해 완성',
  lectureName: 'EJU 일본어 독해 완성',
  answer: null,
  followUps: [],
  images: [],
});
const group = (from: number, count: number): QuestionGroup[] => [
  {
    lectureId: 1,
    lectureName: 'EJU 일본어 독해 완성',
    questions: Array.from({ length: count }, (_, i) => question(from + i)),
  },
];

/** Three pages (50, 50, 5) by cursor, as the API reads them; by number too. */
const PAGES = [
  { groups: group(1, 50), next: 'c1' },
  { groups: group(51, 50), next: 'c2' },
  { groups: group(101, 5), next: null },
];
const api = mockApi(
  ...staffLectureHandlers([]),
  http.get(apiPath('teachers/me/questions'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const after = params.get('after');
    const index = after ? Number(after.slice(1)) : Number(params.get('page') ?? 0);
    const page = PAGES[index] ?? { groups: [], next: null };
    // the envelope with the cursor of the page after it beside `data`
    const body = { success: true, code: 'OK', message: '', data: page.groups, next: page.next };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  }),
);

const search = (router: { state: { location: { search: string } } }) =>
  router.state.location.search;

describe('the Q&A board’s pages', () => {
  it('goes on by the cursor each answer gives and back by the cursors kept', async () => {
    const { router } = renderWithProviders(<QuestionBoard />, { route: '/admin/qna' });
    expect(await screen.findByRole('link', { name: '질문 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이전 페이지' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() => expect(search(router)).toBe('?page=2&after=c1'));
    expect(await screen.findByRole('link', { name: '질문 51' })).toBeInTheDocument();
    expect(screen.getByText('2 페이지')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() => expect(search(router)).toBe('?page=3&after=c2'));
    expect(await screen.findByRole('link', { name: '질문 105' })).toBeInTheDocument();
    // the answer gave no cursor: the last page
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
    expect(api.read.filter((read) => read.startsWith('teachers/me/questions'))).toEqual([
      'teachers/me/questions?status=ALL&sort=newest&page=0&size=50',
      'teachers/me/questions?status=ALL&sort=newest&page=1&size=50&after=c1',
      'teachers/me/questions?status=ALL&sort=newest&page=2&size=50&after=c2',
    ]);

    // 이전 returns to the cursor page 2 was read after, then to the first page
    fireEvent.click(screen.getByRole('button', { name: '이전 페이지' }));
    await waitFor(() => expect(search(router)).toBe('?page=2&after=c1'));
    expect(await screen.findByRole('link', { name: '질문 51' })).toBeInTheDocument();
    expect(screen.getByText('2 페이지')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '이전 페이지' }));
    await waitFor(() => expect(search(router)).toBe(''));
    expect(await screen.findByRole('link', { name: '질문 1' })).toBeInTheDocument();
    // no page was read by its number on the way back
    expect(api.read.some((read) => /page=[12]&size=50$/.test(read))).toBe(false);

    // another filter starts again from the first page, without a cursor
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() => expect(search(router)).toBe('?page=2&after=c1'));
    fireEvent.click(screen.getByRole('radio', { name: '미답변' }));
    await waitFor(() => expect(search(router)).toBe('?status=UNANSWERED'));
  });

  it('opens a page a link names by its number, and goes on from it by cursor', async () => {
    const { router } = renderWithProviders(<QuestionBoard />, { route: '/admin/qna?page=2' });
    expect(await screen.findByRole('link', { name: '질문 51' })).toBeInTheDocument();
    expect(api.read).toContain('teachers/me/questions?status=ALL&sort=newest&page=1&size=50');
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() => expect(search(router)).toBe('?page=3&after=c2'));
    expect(await screen.findByRole('link', { name: '질문 101' })).toBeInTheDocument();
    // back to the page read by number: by number again
    fireEvent.click(screen.getByRole('button', { name: '이전 페이지' }));
    await waitFor(() => expect(search(router)).toBe('?page=2'));
    // and before it, the first page
    fireEvent.click(await screen.findByRole('button', { name: '이전 페이지' }));
    await waitFor(() => expect(search(router)).toBe(''));
    expect(await screen.findByRole('link', { name: '질문 1' })).toBeInTheDocument();
  });
});
