import { apiPath, http, mockApi, okEnvelope, refusal } from '@academy/api-client/mocks/api';
import { myQuestionHandlers } from '@academy/api-client/mocks/questions';
import { questionKeys } from '@academy/api-client/queries/questions';
import { render } from '@academy/vitest-config/render';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { myQuestions } from '../../test/fixtures.ts';
import { QuestionView } from './QuestionView.tsx';

const waiting = myQuestions[0]!.questions[1]!;
const answered = myQuestions[0]!.questions[0]!;
const withPhotos = {
  ...waiting,
  id: 23,
  images: [{ id: 71, url: '/api/question-images/71' }],
};
const twoPhotos = {
  ...waiting,
  id: 24,
  images: [
    { id: 72, url: '/api/question-images/72' },
    { id: 73, url: '/api/question-images/73' },
  ],
};
const answeredWithPhoto = {
  ...answered,
  id: 25,
  images: [{ id: 74, url: '/api/question-images/74' }],
};
// The network boundary: the API answers from the fixtures (MSW; CONTRIBUTING.md).
const api = mockApi(
  ...myQuestionHandlers([waiting, answered, withPhotos, twoPhotos, answeredWithPhoto]),
);
// The confirmation is answered yes unless a test says no (its own tests are in packages/ui).
const confirm = vi.hoisted(() => vi.fn((_options: { message: string }) => Promise.resolve(true)));
vi.mock('@academy/ui/ConfirmDialog', () => ({ confirm }));

afterEach(() => {
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
});

describe('deleting my question', () => {
  it('leaves for the list at once, without reading the deleted question again', async () => {
    // The first read shows it; any later read of the deleted question would hang (a slow 404).
    let reads = 0;
    api.use(
      http.get(apiPath('students/me/questions/:id'), () => {
        reads += 1;
        return reads === 1 ? okEnvelope(waiting) : new Promise<never>(() => {});
      }),
    );
    const { router, queryClient } = render(
      <Routes>
        <Route path="/questions/:id" element={<QuestionView questionId={waiting.id} />} />
        <Route path="/mypage" element={<p>내 질문 목록</p>} />
      </Routes>,
      { path: `/questions/${waiting.id}` },
    );
    await userEvent.click(await screen.findByRole('button', { name: '삭제' }));

    expect(await screen.findByText('내 질문 목록')).toBeVisible();
    expect(router.state.location.pathname).toBe('/mypage');
    expect(router.state.location.search).toBe('?tab=ask');
    expect(api.sent).toEqual([
      { method: 'DELETE', path: `students/me/questions/${waiting.id}`, body: null },
    ]);
    expect(reads).toBe(1);
    // Forgotten as the screen goes: React runs an unmounted screen's effect cleanup after the
    // commit that showed the list, later on a busy machine (seen once in a turbo run).
    await waitFor(() =>
      expect(queryClient.getQueryData(questionKeys.mineOne(waiting.id))).toBeUndefined(),
    );
  });
});

describe('editing my unanswered question', () => {
  async function showEditing() {
    render(<QuestionView questionId={waiting.id} />, { path: `/questions/${waiting.id}` });
    await userEvent.click(await screen.findByRole('button', { name: '수정' }));
  }

  it('names an emptied field with the spec words and sends nothing', async () => {
    await showEditing();
    await userEvent.clear(screen.getByLabelText('제목'));
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('제목을 입력하세요')).toBeVisible();
    expect(api.sent).toEqual([]);
  });

  it('sends the trimmed words and shows the question again', async () => {
    await showEditing();
    await userEvent.clear(screen.getByLabelText('제목'));
    await userEvent.type(screen.getByLabelText('제목'), '  고친 제목 ');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByRole('button', { name: '수정' })).toBeVisible();
    expect(api.sent).toEqual([
      {
        method: 'PUT',
        path: `students/me/questions/${waiting.id}`,
        body: { title: '고친 제목', content: waiting.content },
      },
    ]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    api.use(
      http.put(apiPath('students/me/questions/:id'), () =>
        refusal(409, 'CONFLICT', '답변이 달린 질문은 수정할 수 없습니다'),
      ),
    );
    await showEditing();
    await userEvent.type(screen.getByLabelText('제목'), '!');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '답변이 달린 질문은 수정할 수 없습니다',
    );
    expect(screen.getByLabelText('제목')).toHaveValue(`${waiting.title}!`);
  });
});

describe('the thread after the answer', () => {
  it('takes a follow-up on the answered question and shows it waiting under the answer', async () => {
    render(<QuestionView questionId={answered.id} />, { path: `/questions/${answered.id}` });
    expect(await screen.findByText(answered.answer!.content)).toBeVisible();
    // No editing once answered.
    expect(screen.queryByRole('button', { name: '수정' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '추가 질문 등록' }));
    expect(await screen.findByText('추가 질문 내용을 입력하세요')).toBeVisible();
    expect(api.sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('추가 질문 내용'), '  둘째 지문이 더 길면요? ');
    await userEvent.click(screen.getByRole('button', { name: '추가 질문 등록' }));
    const followUp = await screen.findByRole('region', { name: '추가 질문' });
    expect(followUp).toHaveTextContent('둘째 지문이 더 길면요?');
    expect(followUp).toHaveTextContent('답변을 기다리고 있습니다.');
    // One open follow-up at a time: the form goes until it is answered.
    expect(screen.queryByLabelText('추가 질문 내용')).not.toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: `students/me/questions/${answered.id}/follow-ups`,
        body: { content: '둘째 지문이 더 길면요?' },
      },
    ]);
  });
});

describe('photos on my question', () => {
  it('shows the attached photos and refuses a wrong file before sending it', async () => {
    render(<QuestionView questionId={withPhotos.id} />, { path: `/questions/${withPhotos.id}` });
    expect(await screen.findByRole('img', { name: '첨부 사진 1' })).toHaveAttribute(
      'src',
      '/api/question-images/71',
    );
    expect(screen.getByRole('button', { name: '사진 첨부' })).toBeVisible();
    // Mantine's FileInput is a button over a hidden file input: the file goes to that input.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    await userEvent.upload(input, gif, { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: '사진 올리기' }));
    expect(
      await screen.findByText('사진은 JPG, PNG, WEBP 파일만 첨부할 수 있습니다.'),
    ).toBeVisible();
    expect(api.sent).toEqual([]);

    const png = new File([new Uint8Array(8)], 'problem.png', { type: 'image/png' });
    await userEvent.upload(input, png);
    await userEvent.click(screen.getByRole('button', { name: '사진 올리기' }));
    expect(await screen.findByRole('img', { name: '첨부 사진 2' })).toBeVisible();
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: `students/me/questions/${withPhotos.id}/images`,
        body: { images: { type: 'image/png' } },
      },
    ]);
  });
});

describe('removing a photo from my question', () => {
  const removeRoute = apiPath('students/me/questions/:id/images/:imageId');

  it('asks first, then removes the photo, says so and shows the rest', async () => {
    render(<QuestionView questionId={twoPhotos.id} />, { path: `/questions/${twoPhotos.id}` });
    const remove = await screen.findByRole('button', { name: '첨부 사진 2 삭제' });

    // Declined: nothing is sent, the photo stays.
    confirm.mockResolvedValueOnce(false);
    await userEvent.click(remove);
    expect(confirm).toHaveBeenLastCalledWith(
      expect.objectContaining({
        message: '이 사진을 삭제하시겠습니까? 삭제한 사진은 되돌릴 수 없습니다.',
      }),
    );
    expect(screen.getByRole('img', { name: '첨부 사진 2' })).toBeVisible();
    expect(api.sent).toEqual([]);

    await userEvent.click(remove);
    expect(await screen.findByText('사진을 삭제했습니다.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: '첨부 사진 2' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('img', { name: '첨부 사진 1' })).toHaveAttribute(
      'src',
      '/api/question-images/72',
    );
    expect(api.sent).toEqual([
      { method: 'DELETE', path: `students/me/questions/${twoPhotos.id}/images/73`, body: null },
    ]);
  });

  it("shows the server's refusal and keeps the photo", async () => {
    api.use(
      http.delete(removeRoute, () =>
        refusal(409, 'CONFLICT', '답변이 등록된 질문은 수정하거나 삭제할 수 없습니다.'),
      ),
    );
    render(<QuestionView questionId={withPhotos.id} />, { path: `/questions/${withPhotos.id}` });
    await userEvent.click(await screen.findByRole('button', { name: '첨부 사진 1 삭제' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '답변이 등록된 질문은 수정하거나 삭제할 수 없습니다.',
    );
    expect(screen.getByRole('img', { name: '첨부 사진 1' })).toBeVisible();
    expect(screen.queryByText('사진을 삭제했습니다.')).not.toBeInTheDocument();
  });

  it('offers no removal once the question is answered', async () => {
    render(<QuestionView questionId={answeredWithPhoto.id} />, {
      path: `/questions/${answeredWithPhoto.id}`,
    });
    expect(await screen.findByRole('img', { name: '첨부 사진 1' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '첨부 사진 1 삭제' })).not.toBeInTheDocument();
  });
});
