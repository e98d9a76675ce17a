import type { Notification } from '@academy/api-client/contract/live';
import { describe, expect, it } from 'vitest';
import { notificationHref } from './NotificationList.tsx';

const entry = (link: Notification['link']): Notification => ({
  id: 1,
  kind: 'NOTICE_PINNED',
  text: '중요 공지가 등록되었습니다: 안내',
  link,
  readAt: null,
  createdAt: '2026-11-25T07:00:00.000Z',
});

describe('notificationHref', () => {
  it('keeps a path of the same app relative and sends another app to its origin', () => {
    expect(notificationHref(entry({ app: 'admin', path: '/admin/qna/4' }), 'admin')).toBe(
      '/admin/qna/4',
    );
    expect(notificationHref(entry({ app: 'site', path: '/notices/3' }), 'classroom')).toMatch(
      /^http:\/\/localhost:\d+\/notices\/3$/,
    );
  });
});
