import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The admin's screens, each its own chunk, in one layout with a sidebar (staff only)
// (docs/product/screens.md).
export default [
  index('routes/redirects.ts', { id: 'home' }),
  route('admin', 'routes/AdminLayout.tsx', [
    layout('routes/ScreenBoundary.tsx', [
      index('routes/redirects.ts', { id: 'admin-home' }),
      route('instructors', 'routes/instructors.tsx'),
      route('instructors/new', 'routes/instructors-new.tsx'),
      route('lectures', 'routes/lectures.tsx'),
      route('lectures/new', 'routes/lectures-new.tsx'),
      route('lectures/:lectureId', 'routes/lecture-detail.tsx'),
      route('lectures/:lectureId/roster', 'routes/lecture-roster.tsx'),
      route('enrolments', 'routes/enrolments.tsx'),
      route('students/:studentId', 'routes/student.tsx'),
      route('students/:studentId/report', 'routes/student-report.tsx'),
      route('students/:studentId/scores', 'routes/student-scores.tsx'),
      route('assignments', 'routes/assignments.tsx'),
      route('assignments/:submissionId', 'routes/assignment-detail.tsx'),
      route('banners', 'routes/banners.tsx'),
      route('banners/new', 'routes/banners-new.tsx'),
      route('notices', 'routes/notices.tsx'),
      route('notices/new', 'routes/notices-new.tsx'),
      route('notices/:noticeId/edit', 'routes/notice-edit.tsx'),
      route('reviews', 'routes/reviews.tsx'),
      route('pass-stories', 'routes/pass-stories.tsx'),
      route('stories', 'routes/stories-moved.ts'),
      route('qna', 'routes/qna.tsx'),
      route('qna/:questionId', 'routes/qna-detail.tsx'),
      route('qna/:questionId/answer', 'routes/qna-answer.tsx'),
      route('settings', 'routes/settings.tsx'),
      route('access-log', 'routes/access-log.tsx'),
      route('consents', 'routes/consents.tsx'),
      route('outbox', 'routes/outbox.tsx'),
      route('outbox/:messageId', 'routes/outbox-message.tsx'),
      // Any other admin address: the 404 page inside the layout (header title 관리자).
      route('*', 'routes/NotFound.tsx'),
    ]),
  ]),
  route('*', 'routes/redirects.ts', { id: 'outside' }),
] satisfies RouteConfig;
