// spec 4, 7.4: staff creating a lecture and its contents, answered like the API (see api.ts).
import { http } from 'msw';
import type { VideoUploadSession } from '../contract/index.ts';
import { apiPath, okEnvelope } from './api.ts';

/** POST a lecture, POST and PUT a content; each answers the row's id. */
export function lectureAuthoringHandlers() {
  let nextId = 31;
  return [
    http.post(apiPath('admin/lectures'), () => okEnvelope({ id: nextId++ })),
    http.post(apiPath('admin/lectures/contents'), () => okEnvelope({ id: nextId++ })),
    http.put(apiPath('admin/lectures/contents/:id'), ({ params }) =>
      okEnvelope({ id: Number(params.id) }),
    ),
  ];
}

/**
 * POST /api/videos/upload-sessions, answering `session`. packages/video-upload asks at the
 * page's own origin, not through the api-client, hence the pattern for any origin.
 */
export const videoSessionPath = '*/api/videos/upload-sessions';
export function videoSessionHandlers(session: VideoUploadSession) {
  return [http.post(videoSessionPath, () => okEnvelope(session))];
}
