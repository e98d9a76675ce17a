import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope, ReviewListResponse } from '@academy/api-client/contract';
import { validation } from '@academy/strings/validation';
import { reviews } from '../../db/schema/reviews.ts';
import { createTestApp } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
  const base = Date.parse('2026-03-01T00:00:00Z');
  await ctx.database.db.insert(reviews).values(
    Array.from({ length: 13 }, (_, index) => ({
      userName: `수강생${index + 1}`,
      rating: (index % 5) + 1,
      title: `후기 ${index + 1}`,
      content: '설명이 친절해요',
      lectureName: 'EJU 수학 코스2',
      createdAt: new Date(base + index * 60_000),
    })),
  );
});
afterAll(() => ctx.close());

describe('GET /api/lectures/reviews', () => {
  it('answers {reviews, totalCount}, newest first, to visitors', async () => {
    const response = await ctx.app.request('/api/lectures/reviews?page=0&size=10');
    expect(response.status).toBe(200);
    const body = v.parse(ReviewListResponse, await response.json());
    expect(body.data.totalCount).toBe(13);
    expect(body.data.reviews).toHaveLength(10);
    expect(body.data.reviews[0]).toMatchObject({
      title: '후기 13',
      userName: '수강생13',
      lectureName: 'EJU 수학 코스2',
    });
    const last = v.parse(
      ReviewListResponse,
      await (await ctx.app.request('/api/lectures/reviews?page=1&size=10')).json(),
    );
    expect(last.data.reviews.map((review) => review.title)).toEqual(['후기 3', '후기 2', '후기 1']);
  });

  it('defaults to page 0 and size 10', async () => {
    const body = v.parse(
      ReviewListResponse,
      await (await ctx.app.request('/api/lectures/reviews')).json(),
    );
    expect(body.data.reviews).toHaveLength(10);
  });

  it.each([
    ['?page=-1&size=10', validation.common.invalidPage],
    ['?page=0&size=10000', validation.common.invalidSize],
  ])('refuses %s with a Korean 400', async (query, message) => {
    const response = await ctx.app.request(`/api/lectures/reviews${query}`);
    expect(response.status).toBe(400);
    expect(v.parse(ErrorEnvelope, await response.json()).message).toBe(message);
  });
});
