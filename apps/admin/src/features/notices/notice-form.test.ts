import { describe, expect, it } from 'vitest';
import { draftOf, requestOf } from './notice-form.ts';

const draft = {
  title: '안내',
  content: '<p>본문</p>',
  isImportant: true,
  publishLater: false,
  publishAt: '',
};

describe('the notice form request', () => {
  it('publishes at once unless a later time is chosen', () => {
    expect(requestOf(draft).publishAt).toBeNull();
    const later = requestOf({ ...draft, publishLater: true, publishAt: '2026-12-01T09:30' });
    // the time typed is Seoul's, whatever the browser's zone
    expect(later.publishAt).toBe('2026-12-01T00:30:00.000Z');
  });

  it('sends an unreadable time as typed, so the contract refuses it', () => {
    expect(requestOf({ ...draft, publishLater: true, publishAt: '' }).publishAt).toBe('');
  });

  it('opens a scheduled notice with its time on Seoul’s clock, a published one as published', () => {
    const notice = {
      id: 1,
      title: '안내',
      content: '<p>본문</p>',
      isImportant: false,
      createdAt: '2026-12-01T00:30:00.000Z',
      viewCount: 0,
      authorName: '관리자',
      authorId: 1,
      publishAt: '2026-12-01T00:30:00.000Z',
      isPublished: false,
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    expect(draftOf(notice)).toMatchObject({
      publishLater: true,
      publishAt: '2026-12-01T09:30',
    });
    expect(draftOf({ ...notice, isPublished: true })).toMatchObject({
      publishLater: false,
      publishAt: '',
    });
  });
});
