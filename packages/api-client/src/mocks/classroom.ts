// docs/product/screens.md, docs/product/api.md: a student's classroom (lectures, lessons,
// assignment links), answered like the API (see respond.ts).
import { api } from '@academy/strings/api';
import { http } from 'msw';
import type {
  ClassroomDetailContent,
  ClassroomLecture,
  ClassroomTeacher,
  SubmissionStatus,
} from '../contract/index.ts';
import { apiPath, okEnvelope } from './respond.ts';

/** GET the lecture list and a lecture, POST (read) a lesson's content, over the given data. */
export function classroomHandlers({
  teachers,
  lectures,
  contents,
}: {
  teachers: ClassroomTeacher[];
  lectures: ClassroomLecture[];
  contents: ClassroomDetailContent[];
}) {
  return [
    http.get(apiPath('lectures/list'), () => okEnvelope(teachers)),
    http.post(apiPath('lectures/detail'), async ({ request }) => {
      const { lectureDetailId } = (await request.json()) as { lectureDetailId: number };
      return okEnvelope(contents.find((content) => content.detailId === lectureDetailId));
    }),
    http.get(apiPath('lectures/:id'), ({ params }) => {
      // lectures/submission and other named reads are not lectures: the next handler answers
      if (!/^\d+$/.test(String(params.id))) return undefined;
      return okEnvelope(lectures.find((lecture) => lecture.lectureId === Number(params.id)));
    }),
  ];
}

/**
 * GET a lesson's assignment status and POST a link, starting from `status`: a sent link is kept
 * and awaits feedback, as on the server, which answers with its Korean message.
 */
export function submissionHandlers(
  status: SubmissionStatus,
  submittedAt = new Date().toISOString(),
) {
  let current = status;
  return [
    http.get(apiPath('lectures/submission'), () => okEnvelope(current)),
    http.post(apiPath('lectures/submit-link'), async ({ request }) => {
      const { reviewUrl } = (await request.json()) as { reviewUrl: string };
      current = {
        ...current,
        hasSubmission: true,
        submissionId: current.submissionId ?? 5,
        reviewUrl,
        submittedAt,
        hasFeedback: false,
        feedback: null,
        isCompleted: false,
        // the waiting link may be replaced until its review
        canResubmit: true,
      };
      return okEnvelope(current, api.classroom.submitted);
    }),
  ];
}
