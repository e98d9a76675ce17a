// The lesson form's LIVE fields (docs/product/learning.md: live lessons): shown for a LIVE lesson,
// checked by the contract before anything is sent, and sent as Seoul time with the link.
import type { AdminDetail } from '@academy/api-client/contract';
import { apiPath, http, mockApi, okEnvelope, refusal } from '@academy/api-client/mocks/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DetailEditor } from './StructureEditors.tsx';

const at = '2026-11-20T00:00:00.000Z';
const lesson = (fields: Partial<AdminDetail> = {}): AdminDetail => ({
  detailId: 31,
  lectureChapterId: 3,
  quizQuestionCount: 0,
  detailTitle: '실시간 질의응답',
  type: 'LIVE',
  detailOrder: 0,
  content: null,
  live: null,
  createdAt: at,
  updatedAt: at,
  ...fields,
});
const api = mockApi();
const answering = () =>
  api.use(http.put(apiPath('admin/lectures/details/:id'), () => okEnvelope({ id: 31 })));

describe('the lesson form’s live fields', () => {
  it('sets the start (Seoul time), the length and the join link of a live lesson', async () => {
    const user = userEvent.setup();
    answering();
    renderWithProviders(<DetailEditor lectureId={9} detail={lesson()} onClose={() => {}} />);
    await user.type(await screen.findByLabelText('방송 시작 시각 (한국 시간)'), '2026-12-03T19:00');
    await user.type(screen.getByRole('textbox', { name: '방송 시간 (분)' }), '90');
    await user.type(screen.getByRole('textbox', { name: '입장 링크' }), 'https://zoom.us/j/123');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        {
          method: 'PUT',
          path: 'admin/lectures/details/31',
          body: {
            title: '실시간 질의응답',
            type: 'LIVE',
            isPreview: false,
            liveStartsAt: '2026-12-03T10:00:00.000Z',
            liveMinutes: 90,
            liveUrl: 'https://zoom.us/j/123',
          },
        },
      ]),
    );
  });

  it('shows the stored schedule, refuses an http link or a link without a start, sends nothing', async () => {
    const user = userEvent.setup();
    answering();
    renderWithProviders(
      <DetailEditor
        lectureId={9}
        detail={lesson({
          live: {
            startsAt: '2026-12-03T10:00:00.000Z',
            endsAt: '2026-12-03T12:00:00.000Z',
            minutes: null,
            joinUrl: 'https://zoom.us/j/123',
          },
        })}
        onClose={() => {}}
      />,
    );
    const start = await screen.findByLabelText('방송 시작 시각 (한국 시간)');
    expect(start).toHaveValue('2026-12-03T19:00');
    const link = screen.getByRole('textbox', { name: '입장 링크' });
    await user.clear(link);
    await user.type(link, 'http://zoom.us/j/123');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '입장 링크는 https://로 시작하는 주소여야 합니다.',
    );
    await user.clear(start);
    await user.clear(link);
    await user.type(link, 'https://zoom.us/j/123');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('방송 시작 시각을 입력하세요.');
    expect(api.sent).toEqual([]);
  });

  it('keeps the values and shows the server’s message when it refuses', async () => {
    const user = userEvent.setup();
    api.use(
      http.put(apiPath('admin/lectures/details/:id'), () =>
        refusal(403, 'LECTURE_FORBIDDEN', '본인 강의만 수정할 수 있습니다.'),
      ),
    );
    renderWithProviders(<DetailEditor lectureId={9} detail={lesson()} onClose={() => {}} />);
    await user.type(await screen.findByLabelText('방송 시작 시각 (한국 시간)'), '2026-12-03T19:00');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('본인 강의만 수정할 수 있습니다.');
    expect(screen.getByLabelText('방송 시작 시각 (한국 시간)')).toHaveValue('2026-12-03T19:00');
  });

  it('shows no live fields for another type and sends none', async () => {
    const user = userEvent.setup();
    answering();
    renderWithProviders(
      <DetailEditor lectureId={9} detail={lesson({ type: 'VIDEO' })} onClose={() => {}} />,
    );
    await screen.findByRole('button', { name: '저장' });
    expect(screen.queryByLabelText('방송 시작 시각 (한국 시간)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        {
          method: 'PUT',
          path: 'admin/lectures/details/31',
          body: { title: '실시간 질의응답', type: 'VIDEO', isPreview: false },
        },
      ]),
    );
  });
});
