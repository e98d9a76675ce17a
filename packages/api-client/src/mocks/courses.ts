// The public course page, its preview and the academy's payment account, answered like the API
// (see respond.ts); a saved account is kept, so the next read gets it.
import { http } from 'msw';
import { courseMessages } from '@academy/strings/courses';
import * as validation from '@academy/strings/validation';
import type { Course, PaymentAccount } from '../contract/index.ts';
import { apiPath, okEnvelope, refusal } from './respond.ts';

/** GET each course by id (404 for another id) and its preview's player link. */
export function courseHandlers(courses: Course[], playerUrl = '/preview-player.html') {
  const find = (id: unknown) => courses.find((course) => course.lectureId === Number(id));
  return [
    http.get(apiPath('shop/lectures/:id/preview'), ({ params }) => {
      const lesson = find(params.id)
        ?.chapters.flatMap((chapter) => chapter.lessons)
        .find((one) => one.isPreview);
      return lesson
        ? okEnvelope({ detailId: lesson.detailId, title: lesson.title, playerUrl })
        : refusal(404, 'NOT_FOUND', courseMessages.noPreview);
    }),
    http.get(apiPath('shop/lectures/:id'), ({ params }) => {
      const course = find(params.id);
      return course ? okEnvelope(course) : refusal(404, 'NOT_FOUND', validation.lecture.notFound);
    }),
  ];
}

/** GET and PUT the payment account over `account` (null: not set). */
export function paymentAccountHandlers(account: PaymentAccount | null) {
  let current = account;
  return [
    http.get(apiPath('academy/payment-account'), () => okEnvelope(current)),
    http.put(apiPath('academy/payment-account'), async ({ request }) => {
      current = (await request.json()) as PaymentAccount;
      return okEnvelope(current);
    }),
  ];
}
