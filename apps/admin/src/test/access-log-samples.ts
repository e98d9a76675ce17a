// The access log's sample entries and months, shared by its stories and tests.
import type { AccessLogEntry, AccessLogMonth } from '@academy/api-client/contract';

const admin = { id: 1, name: '김관리', userId: 'admin@academy.test', role: 'ADMIN' };
const teacher = { id: 2, name: '박서연', userId: 'teacher@academy.test', role: 'TEACHER' };
const student = { id: 101, name: '이서준', userId: 'student@academy.test' };

export const sampleEntries: AccessLogEntry[] = [
  {
    id: 3,
    at: '2026-11-27T05:10:00.000Z',
    actor: teacher,
    action: 'EXPORT',
    targetType: 'roster',
    targetId: '7',
    student: null,
    route: 'GET /api/admin/lectures/:id/roster',
    reason: '학부모 상담 자료 준비',
    address: '10.0.0.8',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/131',
  },
  {
    id: 2,
    at: '2026-11-27T04:00:00.000Z',
    actor: admin,
    action: 'VIEW',
    targetType: 'student',
    targetId: '101',
    student,
    route: 'GET /api/admin/students/:id/contact',
    reason: null,
    address: '10.0.0.2',
    userAgent: 'Mozilla/5.0 (Macintosh) Safari/18',
  },
  {
    id: 1,
    at: '2026-11-26T23:30:00.000Z',
    actor: teacher,
    action: 'UPDATE',
    targetType: 'enrolments',
    targetId: '12',
    student,
    route: 'PATCH /api/admin/enrolments/:id',
    reason: null,
    address: '10.0.0.8',
    userAgent: null,
  },
];

export const sampleMonths: AccessLogMonth[] = [
  { month: '2026-11', entries: 3, review: null },
  {
    month: '2026-10',
    entries: 41,
    review: {
      reviewer: { id: 1, name: '김관리' },
      reviewedAt: '2026-11-02T01:00:00.000Z',
      note: '내보내기 2건 업무상 필요 확인',
    },
  },
];
