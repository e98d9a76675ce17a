import * as adminStrings from '@academy/strings/admin';
import * as enrolmentStrings from '@academy/strings/enrolments';
import { useLocation } from 'react-router';

const t = adminStrings.titles;

/** The header title by route; anything else shows 관리자 (docs/product/screens.md). */
export function adminTitle(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/admin/instructors') return t.instructors;
  if (path === '/admin/instructors/new') return t.instructorsNew;
  if (path === '/admin/assignments') return t.assignments;
  if (path === '/admin/qna') return t.qna;
  if (path === '/admin/banners') return t.banners;
  if (path === '/admin/lectures') return t.lectures;
  if (path === '/admin/lectures/new') return t.lecturesNew;
  const e = enrolmentStrings.admin;
  if (path === '/admin/enrolments') return e.depositsTitle;
  if (/^\/admin\/lectures\/\d+\/roster$/.test(path)) return e.rosterTitle;
  if (/^\/admin\/students\/\d+$/.test(path)) return e.studentPage;
  if (/^\/admin\/students\/\d+\/report$/.test(path)) return t.studentReport;
  if (/^\/admin\/students\/\d+\/scores$/.test(path)) return t.studentScores;
  if (path === '/admin/notices') return t.notices;
  if (path === '/admin/notices/new') return t.noticeNew;
  if (/^\/admin\/notices\/\d+\/edit$/.test(path)) return t.noticeEdit;
  if (path === '/admin/reviews') return t.reviews;
  if (path === '/admin/pass-stories') return t.passStories;
  if (path === '/admin/access-log') return adminStrings.accessLogPage.title;
  if (path === '/admin/outbox' || /^\/admin\/outbox\/\d+$/.test(path)) return t.outbox;
  if (path === '/admin/mock-exams' || /^\/admin\/mock-exams\/\d+$/.test(path)) return t.mockExams;
  if (path === '/admin/mock-exams/new') return t.mockExamNew;
  if (/^\/admin\/mock-exams\/\d+\/results$/.test(path)) return t.mockResults;
  if (/^\/admin\/mock-exams\/\d+\/writing$/.test(path)) return t.mockWriting;
  if (/^\/admin\/mock-sittings\/\d+$/.test(path)) return t.mockSitting;
  if (path === '/admin/question-bank' || /^\/admin\/question-bank\/\d+$/.test(path))
    return t.questionBank;
  if (path === '/admin/question-bank/new') return t.questionBankNew;
  if (path === '/admin/coupons') return t.coupons;
  if (path === '/admin/coupons/new') return t.couponNew;
  if (/^\/admin\/coupons\/\d+$/.test(path)) return t.couponEdit;
  if (path === '/admin/orders') return t.orders;
  if (/^\/admin\/orders\/\d+$/.test(path)) return t.orderDetail;
  if (path === '/admin/shipments') return t.shipments;
  if (path === '/admin/refunds') return t.refunds;
  if (path === '/admin/cash-receipts') return t.cashReceipts;
  return t.fallback;
}

export const useAdminTitle = () => adminTitle(useLocation().pathname);
