import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The classroom's pages (docs/product/screens.md): each its own chunk, all behind the session
// guard.
export default [
  layout('routes/ClassroomLayout.tsx', [
    index('routes/index.ts'),
    route('dashboard', 'routes/dashboard.tsx'),
    route('mypage', 'routes/mypage.tsx'),
    route('agree', 'routes/agree.tsx'),
    route('children', 'routes/children.tsx'),
    route('mypage/orders/:orderNo/receipt', 'routes/order-receipt.tsx'),
    route('mypage/questions/new', 'routes/question-new.tsx'),
    route('mypage/questions/:questionId', 'routes/question-detail.tsx'),
    route('children/:studentId', 'routes/child.tsx'),
    route('mock-exams', 'routes/mock-exams.tsx'),
    route('mock-exams/:examId', 'routes/mock-exam.tsx'),
    route('mock-exams/:examId/result', 'routes/mock-exam-result.tsx'),
    route('scores', 'routes/scores.tsx'),
    route('*', 'routes/NotFound.tsx'),
  ]),
] satisfies RouteConfig;
