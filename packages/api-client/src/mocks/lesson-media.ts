// A lesson's captions and 수강 일시정지 (docs/product/player-controls.md), answered like the API: the
// tracks given, uploads that add one (or are refused as not WebVTT) and deletes.
import { http } from 'msw';
import type { CaptionTrack } from '../contract/index.ts';
import { apiPath, okEnvelope, refusal } from './respond.ts';

/**
 * `refusals`: the messages the next uploads are refused with (415), in order: a test's files reach
 * the handler without their name or bytes, so the test says which upload the server refuses.
 */
export function captionHandlers(tracks: CaptionTrack[] = [], refusals: string[] = []) {
  const waiting = [...refusals];
  let list = [...tracks];
  let nextId = 100;
  return [
    http.get(apiPath('admin/details/:id/captions'), () => okEnvelope(list)),
    http.post(apiPath('admin/details/:id/captions'), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      const refused = waiting.shift();
      if (refused !== undefined) return refusal(415, 'UNSUPPORTED_MEDIA_TYPE', refused);
      const track: CaptionTrack = {
        captionId: nextId++,
        lang: form.get('lang') as CaptionTrack['lang'],
        label: String(form.get('label')),
        cueCount: 1,
        size: file.size,
        createdAt: new Date(0).toISOString(),
      };
      list = [...list, track];
      return okEnvelope(track);
    }),
    http.delete(apiPath('admin/details/:id/captions/:captionId'), ({ params }) => {
      list = list.filter((t) => t.captionId !== Number(params.captionId));
      return okEnvelope({ captionId: Number(params.captionId) });
    }),
  ];
}
