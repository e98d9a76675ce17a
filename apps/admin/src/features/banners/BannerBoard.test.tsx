import type { Banner } from '@academy/api-client/contract';
import {
  apiPath,
  http,
  mockApi,
  offline,
  okEnvelope,
  refusal,
} from '@academy/api-client/mocks/api';
import { bannerHandlers } from '@academy/api-client/mocks/banners';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { activationRefusal } from './active-limit.ts';
import { BannerBoard } from './BannerBoard.tsx';

// The network boundary: the API answers like the server (MSW; CONTRIBUTING.md); each test says
// which banners the board holds.
const api = mockApi();
const showBoard = (banners: Banner[]) => api.use(...bannerHandlers(banners));

const banner = (id: number, title: string, active: boolean, bannerOrder: number): Banner => ({
  id,
  title,
  image: `/api/files/banners/${id}.webp`,
  url: `https://academy.test/events/${id}`,
  bannerOrder,
  active,
  imageWidth: 1600,
  imageHeight: 600,
});
const titles = ['겨울 특강', '모의고사', '장학 이벤트', '신규 강좌', '합격 후기'];

const activeSection = () => screen.getByRole('region', { name: '활성 배너' });
const inactiveSection = () => screen.getByRole('region', { name: '비활성 배너' });
/** Renders the board and waits for the first answer. */
async function renderBoard() {
  const user = userEvent.setup();
  renderWithProviders(<BannerBoard />);
  await screen.findByRole('region', { name: '활성 배너' });
  return user;
}

/** The active banners' titles in the order shown, read from their drag handles. */
const shownOrder = () =>
  within(activeSection())
    .getAllByRole('button', { name: /순서 변경/ })
    .map((handle) => handle.getAttribute('aria-label')!.replace(/ 순서 변경.*/, ''));

describe('the five-active limit', () => {
  it('allows a fifth and refuses a sixth', () => {
    expect(activationRefusal(4)).toBeNull();
    expect(activationRefusal(5)).toBe('활성 배너는 최대 5개까지 가능합니다.');
  });

  it('refuses a sixth active banner with its message and makes no call', async () => {
    showBoard([
      ...titles.map((title, i) => banner(i + 1, title, true, i)),
      banner(6, '봄 학기', false, 5),
    ]);
    const user = await renderBoard();
    await user.click(within(inactiveSection()).getByRole('button', { name: '활성화' }));
    expect(await screen.findByText('활성 배너는 최대 5개까지 가능합니다.')).toBeInTheDocument();
    expect(api.sent).toEqual([]);
    expect(within(activeSection()).getAllByRole('button', { name: '비활성화' })).toHaveLength(5);
  });

  it("shows the server's refusal when the board was stale", async () => {
    showBoard([banner(1, '겨울 특강', true, 0), banner(2, '봄 학기', false, 1)]);
    api.use(
      http.patch(apiPath('banners/:id/active'), () =>
        refusal(409, 'CONFLICT', '활성 배너는 최대 5개까지 가능합니다.'),
      ),
    );
    const user = await renderBoard();
    await user.click(within(inactiveSection()).getByRole('button', { name: '활성화' }));
    expect(await screen.findByText('활성 배너는 최대 5개까지 가능합니다.')).toBeInTheDocument();
    expect(api.sent).toEqual([
      { method: 'PATCH', path: 'banners/2/active', body: { active: true } },
    ]);
  });

  it('deactivates an active banner', async () => {
    showBoard([banner(1, '겨울 특강', true, 0)]);
    const user = await renderBoard();
    await user.click(within(activeSection()).getByRole('button', { name: '비활성화' }));
    // The board reads the change back: the banner moves to the inactive section.
    expect(
      await within(inactiveSection()).findByRole('button', { name: '활성화' }),
    ).toBeInTheDocument();
    expect(api.sent).toEqual([
      { method: 'PATCH', path: 'banners/1/active', body: { active: false } },
    ]);
  });
});

describe('reordering the active banners', () => {
  const board = [
    banner(1, '겨울 특강', true, 0),
    banner(2, '모의고사', true, 1),
    banner(3, '장학 이벤트', true, 2),
  ];

  /**
   * jsdom lays nothing out, and the drag and drop library moves by the boxes it measures: give
   * each active banner a 80px row in a list tall enough for all of them.
   */
  function layOutRows() {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (this.hasAttribute('data-rfd-draggable-id')) {
        const rows = [...this.parentElement!.querySelectorAll('[data-rfd-draggable-id]')];
        return new DOMRect(0, rows.indexOf(this) * 80, 600, 80);
      }
      if (this.hasAttribute('data-rfd-droppable-id')) {
        return new DOMRect(0, 0, 600, 80 * this.querySelectorAll('[data-rfd-draggable-id]').length);
      }
      return new DOMRect(0, 0, 0, 0);
    });
  }
  afterEach(() => vi.restoreAllMocks());

  /**
   * Space lifts the first handle, ArrowDown moves it one place, Space drops it. The library reads
   * `keyCode`, which user-event does not set, so the keys are fired as the browser sends them.
   */
  async function moveFirstDown() {
    const handles = () => within(activeSection()).getAllByRole('button', { name: /순서 변경/ });
    layOutRows();
    handles()[0]!.focus();
    // The focus brings drag and drop in; the handle that had it keeps it (handed over in an effect
    // after the sortable board has rendered, so on a busy machine a moment after it appears).
    await waitFor(() => {
      expect(handles()[0]).toHaveAttribute('data-rfd-drag-handle-draggable-id');
      expect(handles()[0]).toHaveFocus();
    });
    const first = handles()[0]!;
    for (const keyCode of [32, 40, 32]) {
      fireEvent.keyDown(first, { keyCode });
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
  }

  /** The board's first answer, then a refetch that answers when the test says. */
  function answerBoardThenWait() {
    let answer!: (banners: Banner[]) => void;
    const refetched = new Promise<Banner[]>((resolve) => (answer = resolve));
    let reads = 0;
    api.use(
      http.get(apiPath('banners'), async () => {
        reads += 1;
        return okEnvelope(reads === 1 ? board : await refetched);
      }),
    );
    return (banners: Banner[]) => act(async () => answer(banners));
  }

  /** The order's save, answered when the test says (with a Response). */
  function saveWhenTold() {
    let answer!: (response: Response) => void;
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    api.use(http.put(apiPath('banners/order'), () => answered));
    return (response: Response) => act(async () => answer(response));
  }

  it('shows the new order at once and 순서를 저장 중... while it is saved', async () => {
    const answerRefetch = answerBoardThenWait();
    const answerSave = saveWhenTold();
    await renderBoard();
    expect(shownOrder()).toEqual(['겨울 특강', '모의고사', '장학 이벤트']);
    expect(screen.queryByText('순서를 저장 중...')).not.toBeInTheDocument();

    await moveFirstDown();
    await waitFor(() =>
      expect(api.sent).toEqual([
        {
          method: 'PUT',
          path: 'banners/order',
          body: [
            { id: 2, bannerOrder: 0 },
            { id: 1, bannerOrder: 1 },
            { id: 3, bannerOrder: 2 },
          ],
        },
      ]),
    );
    expect(shownOrder()).toEqual(['모의고사', '겨울 특강', '장학 이벤트']);
    expect(screen.getByText('순서를 저장 중...')).toBeInTheDocument();

    const saved = [
      banner(2, '모의고사', true, 0),
      banner(1, '겨울 특강', true, 1),
      banner(3, '장학 이벤트', true, 2),
    ];
    await answerSave(okEnvelope(saved));
    await answerRefetch(saved);
    await waitFor(() => expect(screen.queryByText('순서를 저장 중...')).not.toBeInTheDocument());
    expect(shownOrder()).toEqual(['모의고사', '겨울 특강', '장학 이벤트']);
    expect(
      screen.queryByText('순서를 저장하지 못해 이전 순서로 되돌렸습니다.'),
    ).not.toBeInTheDocument();
  });

  it('puts the previous order back and says so when the save fails', async () => {
    const answerRefetch = answerBoardThenWait();
    const answerSave = saveWhenTold();
    await renderBoard();

    await moveFirstDown();
    await waitFor(() => expect(shownOrder()).toEqual(['모의고사', '겨울 특강', '장학 이벤트']));
    expect(screen.getByText('순서를 저장 중...')).toBeInTheDocument();

    await answerSave(refusal(500, 'INTERNAL_ERROR', '서버 오류'));
    // The rollback, before the board's refetch has answered.
    await waitFor(() => expect(shownOrder()).toEqual(['겨울 특강', '모의고사', '장학 이벤트']));
    await answerRefetch(board);
    expect(
      await screen.findByText('순서를 저장하지 못해 이전 순서로 되돌렸습니다.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('순서를 저장 중...')).not.toBeInTheDocument();
    expect(shownOrder()).toEqual(['겨울 특강', '모의고사', '장학 이벤트']);
  });
});

describe('the board states', () => {
  it('says 항목이 없습니다. for an empty section', async () => {
    showBoard([banner(1, '겨울 특강', true, 0)]);
    await renderBoard();
    expect(within(inactiveSection()).getByText('항목이 없습니다.')).toBeInTheDocument();
    expect(within(activeSection()).queryByText('항목이 없습니다.')).not.toBeInTheDocument();
  });

  it('shows the list error with a retry', async () => {
    showBoard([banner(1, '겨울 특강', true, 0)]);
    api.use(http.get(apiPath('banners'), offline, { once: true }));
    const user = userEvent.setup();
    renderWithProviders(<BannerBoard />);
    expect(await screen.findByText('배너 목록 조회 중 오류가 발생했습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /다시 시도/ }));
    expect(await within(activeSection()).findByText('겨울 특강')).toBeInTheDocument();
  });
});

describe('editing and deleting a banner', () => {
  it('edits the title and link in a dialog, says so and shows the change', async () => {
    showBoard([banner(1, '겨울 특강', true, 0), banner(2, '봄 학기', false, 1)]);
    const user = await renderBoard();
    await user.click(within(inactiveSection()).getByRole('button', { name: '봄 학기 수정' }));
    const dialog = within(await screen.findByRole('dialog', { name: '배너 수정' }));
    const title = await dialog.findByRole('textbox', { name: '제목' });
    expect(title).toHaveValue('봄 학기');
    await user.clear(title);
    await user.click(dialog.getByRole('button', { name: '저장' }));
    // the contract's rule, the field says it; nothing is sent
    expect(await dialog.findByRole('alert')).toHaveTextContent('제목을 입력하세요');
    expect(api.sent).toEqual([]);

    await user.type(title, '봄 학기 모집');
    const url = dialog.getByRole('textbox', { name: '링크 URL' });
    await user.clear(url);
    await user.type(url, 'https://academy.test/spring');
    await user.click(dialog.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('배너가 수정되었습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(inactiveSection()).findByText('봄 학기 모집')).toBeInTheDocument();
    expect(api.sent).toMatchObject([
      {
        method: 'PATCH',
        path: 'banners/2',
        body: { title: '봄 학기 모집', url: 'https://academy.test/spring' },
      },
    ]);
  });

  it('keeps the values and shows the server refusal when an edit fails', async () => {
    showBoard([banner(2, '봄 학기', false, 1)]);
    api.use(
      http.patch(apiPath('banners/:id'), () =>
        refusal(404, 'NOT_FOUND', '배너를 찾을 수 없습니다.'),
      ),
    );
    const user = await renderBoard();
    await user.click(screen.getByRole('button', { name: '봄 학기 수정' }));
    const dialog = within(await screen.findByRole('dialog', { name: '배너 수정' }));
    await user.type(await dialog.findByRole('textbox', { name: '제목' }), ' 모집');
    await user.click(dialog.getByRole('button', { name: '저장' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('배너를 찾을 수 없습니다.');
    expect(dialog.getByRole('textbox', { name: '제목' })).toHaveValue('봄 학기 모집');
  });

  it('asks before deleting; 취소 keeps it, 확인 deletes it and says so', async () => {
    showBoard([banner(1, '겨울 특강', true, 0), banner(2, '봄 학기', false, 1)]);
    const user = await renderBoard();
    await user.click(within(activeSection()).getByRole('button', { name: '겨울 특강 삭제' }));
    const question = within(await screen.findByRole('dialog', { name: '확인해주세요' }));
    expect(
      question.getByText(
        '‘겨울 특강’ 배너를 삭제할까요? 홈 화면에서도 사라지며 되돌릴 수 없습니다.',
      ),
    ).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent).toEqual([]);

    await user.click(within(activeSection()).getByRole('button', { name: '겨울 특강 삭제' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '확인해주세요' })).getByRole('button', {
        name: '확인',
      }),
    );
    expect(await screen.findByText('배너가 삭제되었습니다.')).toBeInTheDocument();
    expect(api.sent).toMatchObject([{ method: 'DELETE', path: 'banners/1' }]);
    await waitFor(() =>
      expect(within(activeSection()).getByText('항목이 없습니다.')).toBeInTheDocument(),
    );
  });

  // Drag and drop loads as the pointer comes to the board; the sortable list is drawn only for a
  // drag handle, so a banner's buttons stay the ones pressed or focused.
  it("keeps the focus and the click on an active banner's buttons once drag and drop has loaded", async () => {
    showBoard([banner(1, '겨울 특강', true, 0)]);
    const user = await renderBoard();
    const remove = within(activeSection()).getByRole('button', { name: '겨울 특강 삭제' });
    await user.hover(remove);
    remove.focus();
    await act(() => vi.dynamicImportSettled());
    expect(remove).toHaveFocus();
    await user.click(remove);
    expect(await screen.findByRole('dialog', { name: '확인해주세요' })).toBeInTheDocument();
  });
});
