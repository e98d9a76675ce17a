import type { AdminDetail } from '@academy/api-client/contract';
import { mockApi } from '@academy/api-client/mocks/api';
import { lectureAuthoringHandlers, videoLibraryHandlers } from '@academy/api-client/mocks/lectures';
import { captionHandlers } from '@academy/api-client/mocks/lesson-media';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, renderWithProviders } from '../../test/render.tsx';
import { ContentEditDialog } from './ContentEditDialog.tsx';

// The network boundary: the API answers like the server (MSW; CONTRIBUTING.md).
const api = mockApi(
  ...lectureAuthoringHandlers(),
  ...videoLibraryHandlers([]),
  ...captionHandlers(),
);

const detail: AdminDetail = {
  detailId: 3,
  lectureChapterId: 1,
  detailTitle: '핵심 개념 정리',
  type: 'VIDEO',
  detailOrder: 0,
  quizQuestionCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  content: {
    contentId: 11,
    contents: '개념 설명',
    videoId: 'vid123',
    videoDuration: 300,
    playerUrl: null,
    attachmentDescription: null,
    attachments: [],
  },
};

const lengthField = () => screen.getByRole('textbox', { name: /영상 길이/ });

describe('ContentEditDialog: the video length', () => {
  it('shows the length staff gave and saves a corrected one', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContentEditDialog lectureId={1} detail={detail} onClose={() => {}} />);
    expect(await screen.findByRole('textbox', { name: /영상 길이/ })).toHaveValue('300');
    // the video it uses stays chosen though the uploads list does not hold it
    expect(screen.getByRole('combobox', { name: '올린 영상에서 고르기 (선택)' })).toHaveValue(
      '지금 쓰는 영상 (vid123)',
    );
    await user.clear(lengthField());
    await fill(user, lengthField(), '1260');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(api.sent).toMatchObject([
        {
          method: 'PUT',
          path: 'admin/lectures/contents/11',
          body: { videoId: 'vid123', videoDuration: '1260' },
        },
      ]),
    );
  });

  it(
    "refuses a length that is not a number of seconds with the contract's message and sends nothing",
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<ContentEditDialog lectureId={1} detail={detail} onClose={() => {}} />);
      await user.clear(await screen.findByRole('textbox', { name: /영상 길이/ }));
      await fill(user, lengthField(), '12분');
      await user.click(screen.getByRole('button', { name: '저장' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        '영상 길이는 1초부터 24시간(86400초) 사이의 초 단위 숫자로 입력하세요.',
      );
      expect(api.sent).toEqual([]);
    },
  );
});
