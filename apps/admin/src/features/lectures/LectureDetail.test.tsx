import { mockApi } from '@academy/api-client/mocks/api';
import {
  lectureBuilderHandlers,
  staffQuizHandlers,
  videoLibraryHandlers,
} from '@academy/api-client/mocks/lectures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, renderWithProviders } from '../../test/render.tsx';
import { LectureDetail } from './LectureDetail.tsx';
import { builderLecture } from './testing.ts';

// The network boundary: the API answers like the server (MSW; CONTRIBUTING.md). Every test
// starts from the same lecture: what one writes is not seen by the next.
const api = mockApi();
const serve = () =>
  api.use(
    ...lectureBuilderHandlers(builderLecture),
    ...staffQuizHandlers({
      detailId: 12,
      passScore: 60,
      maxAttempts: 3,
      revealAnswers: 'AFTER_PASS',
      questions: [],
    }),
    ...videoLibraryHandlers([]),
  );

async function renderLecture() {
  serve();
  const user = userEvent.setup();
  renderWithProviders(<LectureDetail lectureId={builderLecture.lectureId} />);
  const chapter = await screen.findByRole('region', { name: '1장. 청해 유형 챕터' });
  return { user, chapter };
}

const detailsSent = () => api.sent.filter((sent) => sent.path === 'admin/lectures/details');

describe('adding a lesson: its type picked by name', () => {
  it.each([
    ['its Korean name typed, and leaving the field', '영상', 'type', '{Tab}'],
    ['its code typed in small letters, and Enter', 'video', 'type', '{Enter}'],
    // one input event, no option highlighted yet (as a paste or a browser's fill)
    ['its code pasted, and leaving the field', 'VIDEO', 'paste', '{Tab}'],
  ] as const)('takes %s', { timeout: 30_000 }, async (_how, typed, input, key) => {
    const { user, chapter } = await renderLecture();
    const panel = within(chapter);
    await fill(user, panel.getByRole('textbox', { name: '디테일 제목' }), '청해 실전 영상');
    const type = panel.getByRole('combobox', { name: '디테일 유형' });
    if (input === 'type') await user.type(type, typed);
    else await fill(user, type, typed);
    await user.keyboard(key);
    expect(panel.getByRole('combobox', { name: '디테일 유형' })).toHaveValue('영상');
    await user.click(panel.getByRole('button', { name: '디테일 추가' }));
    await waitFor(() =>
      expect(detailsSent()).toMatchObject([
        { method: 'POST', body: { lectureChapterId: 1, title: '청해 실전 영상', type: 'VIDEO' } },
      ]),
    );
    expect(await panel.findByText('청해 실전 영상')).toBeInTheDocument();
  });

  it('offers the four kinds by their Korean names', { timeout: 30_000 }, async () => {
    const { user, chapter } = await renderLecture();
    await user.click(within(chapter).getByRole('combobox', { name: '디테일 유형' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '영상',
      '라이브',
      '퀴즈',
      '기타',
    ]);
  });

  it(
    "says the spec's message when no type is chosen, and sends nothing",
    { timeout: 30_000 },
    async () => {
      const { user, chapter } = await renderLecture();
      const panel = within(chapter);
      await fill(user, panel.getByRole('textbox', { name: '디테일 제목' }), '유형 없는 디테일');
      await user.click(panel.getByRole('button', { name: '디테일 추가' }));
      expect(panel.getByRole('alert')).toHaveTextContent(
        '디테일 유형을 입력하세요. (예: VIDEO, LIVE, QUIZ)',
      );
      expect(detailsSent()).toEqual([]);
    },
  );
});

describe("a lesson row's actions", () => {
  it('opens its ⋯ menu and runs an item by keyboard alone', { timeout: 30_000 }, async () => {
    const { user } = await renderLecture();
    screen.getByRole('button', { name: '유형 확인 퀴즈 메뉴' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['컨텐츠 추가', '퀴즈 편집', '디테일 수정', '삭제']);
    // the arrows walk the items from the first
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: '컨텐츠 추가' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: '퀴즈 편집' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // the lesson's own title already says 퀴즈: the dialog says it once
    expect(await screen.findByRole('dialog', { name: '퀴즈 편집: 유형 확인 퀴즈' })).toBeVisible();
  });

  it(
    'moves a lesson with 위로 and 아래로, focus staying on them for the next step',
    { timeout: 30_000 },
    async () => {
      const { user } = await renderLecture();
      const lessons = () =>
        within(screen.getByRole('region', { name: '1장. 청해 유형 챕터' }))
          .getAllByRole('button', { name: / 옮기기$/ })
          .map((handle) => handle.getAttribute('aria-label'))
          .slice(1);
      screen.getByRole('button', { name: '유형 확인 퀴즈 위로' }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(lessons()).toEqual(['유형 확인 퀴즈 옮기기', '유형 소개 영상 옮기기']),
      );
      // at the very top 위로 is disabled: focus moves to its 아래로, and Enter takes it back
      expect(screen.getByRole('button', { name: '유형 확인 퀴즈 위로' })).toBeDisabled();
      expect(screen.getByRole('button', { name: '유형 확인 퀴즈 아래로' })).toHaveFocus();
      await waitFor(() => expect(screen.queryByText('순서를 저장 중...')).not.toBeInTheDocument());
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(lessons()).toEqual(['유형 소개 영상 옮기기', '유형 확인 퀴즈 옮기기']),
      );
      expect(screen.getByRole('button', { name: '유형 확인 퀴즈 아래로' })).toHaveFocus();
    },
  );
});

describe('publishing', () => {
  it(
    'names the empty parts first and publishes once the teacher confirms',
    { timeout: 30_000 },
    async () => {
      const { user } = await renderLecture();
      await user.click(screen.getByRole('radio', { name: '공개' }));
      const dialog = await screen.findByRole('dialog', { name: '비어 있는 곳이 있습니다' });
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        '영상 "유형 소개 영상": 영상이 없습니다.',
        '퀴즈 "유형 확인 퀴즈": 문제가 없습니다.',
        '기타 "받아쓰기 과제": 내용이 없습니다.',
      ]);
      expect(api.sent.filter((sent) => sent.path.endsWith('/status'))).toEqual([]);

      await user.click(within(dialog).getByRole('button', { name: '그래도 공개' }));
      await waitFor(() =>
        expect(api.sent).toMatchObject([
          { method: 'PUT', path: 'admin/lectures/9/status', body: { status: 'PUBLISHED' } },
        ]),
      );
      await waitFor(() => expect(screen.getByRole('radio', { name: '공개' })).toBeChecked());
    },
  );

  it('publishes nothing when the teacher cancels', { timeout: 30_000 }, async () => {
    const { user } = await renderLecture();
    await user.click(screen.getByRole('radio', { name: '공개' }));
    const dialog = await screen.findByRole('dialog', { name: '비어 있는 곳이 있습니다' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent).toEqual([]);
    expect(screen.getByRole('radio', { name: '초안' })).toBeChecked();
  });
});
