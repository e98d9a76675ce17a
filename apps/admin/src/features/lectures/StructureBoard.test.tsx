import type { AdminLecture, ReorderRequest } from '@academy/api-client/contract';
import { apiPath, http, mockApi, okEnvelope } from '@academy/api-client/mocks/api';
import { adminLectureQuery } from '@academy/api-client/queries/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { StructureBoard } from './StructureBoard.tsx';
import { builderLecture } from './testing.ts';

const api = mockApi();

/** The lecture as the server keeps it: GET reads it, PUT .../reorder applies a whole order. */
function serveLecture(start: AdminLecture, { holdFirstSave }: { holdFirstSave: Promise<void> }) {
  let lecture = structuredClone(start);
  let saves = 0;
  api.use(
    http.get(apiPath('admin/lectures/:id'), () => okEnvelope(lecture)),
    http.put(apiPath('admin/lectures/:id/reorder'), async ({ request }) => {
      const order = (await request.json()) as ReorderRequest;
      // The first save is slow (a busy server); the next arrives while it is on its way.
      if (saves++ === 0) await holdFirstSave;
      const details = lecture.chapters.flatMap((chapter) => chapter.details);
      lecture = {
        ...lecture,
        chapters: order.chapters.map(({ chapterId, detailIds }) => ({
          ...lecture.chapters.find((chapter) => chapter.chapterId === chapterId)!,
          details: detailIds.map((id) => details.find((detail) => detail.detailId === id)!),
        })),
      };
      return okEnvelope({ id: lecture.lectureId });
    }),
  );
  return { titles: () => lecture.chapters.map((c) => c.details.map((d) => d.detailTitle)) };
}

/** The builder as the lecture page shows it: the board over the lecture's query. */
function Builder() {
  const query = useQuery(adminLectureQuery(builderLecture.lectureId));
  if (!query.data) return null;
  return <StructureBoard lecture={query.data} detailMenu={() => null} chapterFooter={() => null} />;
}

/** Each chapter's lessons as shown, read from their drag handles. */
const shownTitles = () =>
  ['1장. 청해 유형 챕터', '2장. 실전 챕터'].map((name) =>
    within(screen.getByRole('region', { name }))
      .queryAllByRole('button', { name: / 옮기기$/ })
      .map((handle) => handle.getAttribute('aria-label')!.replace(/ 옮기기$/, ''))
      .filter((title) => !title.includes('장.')),
  );

describe('reordering a lecture', () => {
  it('keeps two quick moves when the first save is still on its way', async () => {
    let release = () => {};
    const holdFirstSave = new Promise<void>((resolve) => (release = resolve));
    const server = serveLecture(builderLecture, { holdFirstSave });
    const user = userEvent.setup();
    const { client } = renderWithProviders(<Builder />);

    await user.click(await screen.findByRole('button', { name: '유형 소개 영상 아래로' }));
    await user.click(screen.getByRole('button', { name: '받아쓰기 과제 위로' }));
    const both = [['유형 확인 퀴즈', '유형 소개 영상', '받아쓰기 과제'], []];
    expect(shownTitles()).toEqual(both);

    // The first save is held at the server. Before letting it finish, wait until the second has
    // either reached the server too (it would overtake the first: the bug) or waits in the
    // client's queue behind the first (the rule: saves of one order run one after another).
    const secondSave = () => client.getMutationCache().getAll()[1];
    await waitFor(() => expect(api.sent.length === 2 || secondSave()?.state.isPaused).toBe(true));
    release();
    await waitFor(() => expect(api.sent).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('순서를 저장 중...')).not.toBeInTheDocument());
    expect(server.titles()).toEqual(both);
    expect(shownTitles()).toEqual(both);
  });
});
