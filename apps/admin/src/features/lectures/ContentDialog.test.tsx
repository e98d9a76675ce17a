import type { AdminDetail } from '@academy/api-client/contract';
import { apiPath, http, mockApi, refusal } from '@academy/api-client/mocks/api';
import {
  lectureAuthoringHandlers,
  videoLibraryHandlers,
  videoSessionHandlers,
  videoSessionPath,
} from '@academy/api-client/mocks/lectures';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, renderWithProviders } from '../../test/render.tsx';
import { ContentDialog } from './ContentDialog.tsx';

// The boundaries: the API (MSW: the upload session and the content call, CONTRIBUTING.md) and
// the tus transfer to the video host (a fake Upload in place of @academy/video-upload/tus). Everything between, the dialog,
// useVideoUpload and uploadVideo with its 429 retry, is the real code.

interface TusOptions {
  uploadUrl: string;
  onProgress: (sent: number, total: number) => void;
  onSuccess: () => void;
  onError: (error: unknown) => void;
}
const tus = vi.hoisted(() => {
  const transfers: { options: TusOptions; aborted: boolean }[] = [];
  class Upload {
    aborted = false;
    constructor(
      _file: unknown,
      readonly options: TusOptions,
    ) {
      transfers.push(this);
    }
    start() {}
    abort() {
      this.aborted = true;
      return Promise.resolve();
    }
  }
  return { transfers, Upload };
});
// The tus transfer goes through @academy/video-upload's own tus module: that is what is replaced.
vi.mock('@academy/video-upload/tus', () => ({ Upload: tus.Upload }));

/** A tus error as tus-js-client reports a failed PATCH. */
const transferError = (status: number) =>
  Object.assign(new Error('tus: unexpected response'), {
    originalResponse: { getStatus: () => status, getHeader: () => undefined },
  });

const detail: AdminDetail = {
  detailId: 11,
  lectureChapterId: 3,
  detailTitle: '1강 오리엔테이션',
  type: 'VIDEO',
  detailOrder: 0,
  quizQuestionCount: 0,
  content: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};
const video = new File(['webm'], 'lesson.webm', { type: 'video/webm' });

const api = mockApi(
  ...lectureAuthoringHandlers(),
  // the teacher's finished uploads (GET /api/videos), newest first
  ...videoLibraryHandlers([
    {
      videoId: 'vid900',
      name: '2강 독해 전략.webm',
      durationSeconds: 754,
      size: 1000,
      createdAt: '2026-11-20T09:00:00.000Z',
    },
    {
      videoId: 'vid800',
      name: '1강 오리엔테이션.webm',
      durationSeconds: null,
      size: 1000,
      createdAt: '2026-11-19T09:00:00.000Z',
    },
  ]),
  ...videoSessionHandlers({
    uri: '/videos/vid123',
    name: 'lesson.webm',
    upload: { approach: 'tus', upload_link: 'https://video.test/tus/vid123', size: video.size },
  }),
);
/** The upload-session requests and the content calls the dialog sent. */
const sessionsAsked = () => api.sent.filter((sent) => sent.path === 'videos/upload-sessions');
const videoPicker = () => screen.getByRole('combobox', { name: '올린 영상에서 고르기 (선택)' });
const contentsSent = () => api.sent.filter((sent) => sent.path === 'admin/lectures/contents');

afterEach(() => {
  tus.transfers.length = 0;
});

function renderDialog(props: Partial<{ detail: AdminDetail }> = {}) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<ContentDialog lectureId={2} detail={detail} onClose={onClose} {...props} />);
  const dialog = screen.getByRole('dialog');
  return { user, onClose, dialog };
}

/** Picks the video, writes the description and presses 저장. */
async function fillAndSave(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, video);
  await fill(user, screen.getByRole('textbox', { name: '설명' }), '오리엔테이션 영상입니다.');
  await user.click(screen.getByRole('button', { name: '저장' }));
}

const transfer = async () => {
  await waitFor(() => expect(tus.transfers).toHaveLength(1));
  return tus.transfers[0]!;
};

describe('the content dialog (content dialog flow)', () => {
  it('asks for a video file first and calls nothing', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByRole('alert')).toHaveTextContent('영상 파일을 선택하세요.');
    expect(api.sent).toEqual([]);
  });

  it('offers the uploaded videos by name and length, finds one as typed, and fills its length', async () => {
    const { user } = renderDialog();
    await user.click(videoPicker());
    expect(await screen.findByRole('option', { name: '2강 독해 전략.webm (12:34)' })).toBeVisible();
    expect(screen.getByRole('option', { name: '1강 오리엔테이션.webm (길이 모름)' })).toBeVisible();
    await user.type(videoPicker(), '독해');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '2강 독해 전략.webm (12:34)',
    ]);
    await user.click(screen.getByRole('option', { name: '2강 독해 전략.webm (12:34)' }));
    expect(videoPicker()).toHaveValue('2강 독해 전략.webm (12:34)');
    expect(screen.getByRole('textbox', { name: '영상 길이 (초, 선택)' })).toHaveValue('754');
  });

  it('retries a 429, shows the progress, then creates the content with the new video id', async () => {
    api.use(
      http.post(
        videoSessionPath,
        () => refusal(429, 'TOO_MANY_REQUESTS', '잠시 후 다시 시도하세요'),
        {
          once: true,
        },
      ),
    );
    const { user, onClose, dialog } = renderDialog();
    await fillAndSave(user, dialog);

    expect(screen.getByText('영상 업로드 중 0%')).toBeInTheDocument();
    // After a 429 the session request is sent again (1500 ms later) (docs/product/limits.md).
    const asked = { method: 'POST', path: 'videos/upload-sessions' };
    const body = { name: 'lesson.webm', size: video.size };
    await waitFor(() => expect(sessionsAsked()).toHaveLength(2), { timeout: 4000 });
    expect(sessionsAsked()).toEqual([
      { ...asked, body },
      { ...asked, body },
    ]);

    const upload = await transfer();
    expect(upload.options.uploadUrl).toBe('https://video.test/tus/vid123');
    act(() => upload.options.onProgress(2, 4));
    expect(screen.getByText('영상 업로드 중 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '영상 업로드 중 50%' })).toBeInTheDocument();
    expect(contentsSent()).toEqual([]);

    act(() => upload.options.onSuccess());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(contentsSent()).toMatchObject([
      {
        method: 'POST',
        body: { lectureDetailId: '11', videoId: 'vid123', contents: '오리엔테이션 영상입니다.' },
      },
    ]);
    expect(await screen.findByText('컨텐츠가 등록되었습니다.')).toBeInTheDocument();
  });

  const failures: {
    failure: string;
    /** the answers of the fake network */
    arrange: () => void;
    /** what the video host does once the transfer has started, if it gets that far */
    transferFails?: () => Promise<void>;
    message: string;
  }[] = [
    {
      failure: 'the upload session',
      arrange: () =>
        api.use(http.post(videoSessionPath, () => refusal(500, 'INTERNAL_ERROR', '서버 오류'))),
      message: '영상 업로드 세션을 만들지 못했습니다.',
    },
    {
      failure: 'the transfer',
      arrange: () => {},
      transferFails: async () => {
        const upload = await transfer();
        act(() => upload.options.onError(transferError(500)));
      },
      message: '영상 파일 업로드에 실패했습니다.',
    },
  ];
  it.each(failures)(
    "shows the spec's message when $failure fails and keeps what was typed",
    async ({ arrange, transferFails, message }) => {
      arrange();
      const { user, onClose, dialog } = renderDialog();
      await fillAndSave(user, dialog);
      await transferFails?.();

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByText(/영상 업로드 중/)).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: '설명' })).toHaveValue('오리엔테이션 영상입니다.');
      expect(dialog).toHaveTextContent('lesson.webm');
      expect(contentsSent()).toEqual([]);
      expect(onClose).not.toHaveBeenCalled();
    },
  );

  it("shows the content call's failure and keeps what was typed", async () => {
    api.use(
      http.post(apiPath('admin/lectures/contents'), () =>
        refusal(409, 'CONFLICT', '이 디테일에는 이미 컨텐츠가 있습니다.'),
      ),
    );
    const { user, onClose } = renderDialog();
    // An uploaded video needs no upload (one whose length is unknown: the field stays empty).
    await user.click(videoPicker());
    await user.click(
      await screen.findByRole('option', { name: '1강 오리엔테이션.webm (길이 모름)' }),
    );
    await fill(user, screen.getByRole('textbox', { name: '설명' }), '기존 영상을 씁니다.');
    // The length completion is measured against; a wrong one is refused on the spot
    // (docs/product/learning.md)
    const length = screen.getByRole('textbox', { name: '영상 길이 (초, 선택)' });
    await fill(user, length, '12분');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(
      await screen.findByText(
        '영상 길이는 1초부터 24시간(86400초) 사이의 초 단위 숫자로 입력하세요.',
      ),
    ).toBeInTheDocument();
    expect(api.sent).toEqual([]);
    await user.clear(length);
    await fill(user, length, '720');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '이 디테일에는 이미 컨텐츠가 있습니다.',
    );
    expect(sessionsAsked()).toEqual([]);
    expect(contentsSent()).toMatchObject([{ body: { videoId: 'vid800', videoDuration: '720' } }]);
    expect(screen.getByRole('textbox', { name: '설명' })).toHaveValue('기존 영상을 씁니다.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cancels the upload: the transfer stops, nothing is created and the input stays', async () => {
    const { user, onClose, dialog } = renderDialog();
    await fillAndSave(user, dialog);
    const upload = await transfer();
    act(() => upload.options.onProgress(1, 4));
    expect(screen.getByText('영상 업로드 중 25%')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '업로드 취소' }));
    expect(upload.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByText(/영상 업로드 중/)).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(contentsSent()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: '설명' })).toHaveValue('오리엔테이션 영상입니다.');
  });
});
