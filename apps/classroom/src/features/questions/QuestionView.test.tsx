import * as api from '@academy/api-client/endpoints/questions';
import { questionKeys } from '@academy/api-client/queries/questions';
import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { ApiError } from '@academy/api-client/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { myQuestions, ok } from '../../test/fixtures.ts';
import { render } from '@academy/vitest-config/render';
import { QuestionView } from './QuestionView.tsx';

// The network boundary: the questions endpoint module (the queries and mutations call it).
vi.mock('@academy/api-client/endpoints/questions', () => ({
  myQuestion: vi.fn(),
  deleteQuestion: vi.fn(),
  updateQuestion: vi.fn(),
  myQuestions: vi.fn(),
}));
// The confirmation is answered yes (its own tests are in packages/ui).
vi.mock('@academy/ui/ConfirmDialog', () => ({ confirm: () => Promise.resolve(true) }));

const read = vi.mocked(api.myQuestion);
const remove = vi.mocked(api.deleteQuestion);
const update = vi.mocked(api.updateQuestion);
const waiting = myQuestions[0]!.questions[1]!;

afterEach(() => {
  vi.clearAllMocks();
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
});

describe('deleting my question (spec 2.9)', () => {
  it('leaves for the list at once, without reading the deleted question again', async () => {
    // The first read shows it; any later read of the deleted question would hang (a slow 404).
    read.mockResolvedValueOnce(ok(waiting)).mockReturnValue(new Promise(() => {}));
    remove.mockResolvedValue(ok(null) as Awaited<ReturnType<typeof api.deleteQuestion>>);
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
    expect(remove.mock.calls[0]?.[0]).toBe(waiting.id);
    expect(read).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(questionKeys.mineOne(waiting.id))).toBeUndefined();
  });
});

describe('editing my unanswered question (spec 2.9, 5)', () => {
  function showEditing() {
    read.mockResolvedValue(ok(waiting));
    render(<QuestionView questionId={waiting.id} />, { path: `/questions/${waiting.id}` });
    return screen.findByRole('button', { name: '수정' }).then((button) => userEvent.click(button));
  }

  it('names an emptied field with the spec words and sends nothing', async () => {
    await showEditing();
    await userEvent.clear(screen.getByLabelText('제목'));
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('제목을 입력하세요')).toBeVisible();
    expect(update).not.toHaveBeenCalled();
  });

  it('sends the trimmed words and shows the question again', async () => {
    update.mockResolvedValue(ok({ ...waiting, title: '고친 제목' }));
    await showEditing();
    await userEvent.clear(screen.getByLabelText('제목'));
    await userEvent.type(screen.getByLabelText('제목'), '  고친 제목 ');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByRole('button', { name: '수정' })).toBeVisible();
    expect(update).toHaveBeenCalledWith(waiting.id, {
      title: '고친 제목',
      content: waiting.content,
    });
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    update.mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'CONFLICT',
        message: '답변이 달린 질문은 수정할 수 없습니다',
      }),
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
