import { describe, expect, it } from 'vitest';
import { adminTitle } from './use-admin-title.ts';

describe('admin header titles', () => {
  it('names each list and create route and falls back to 관리자', () => {
    expect(adminTitle('/admin/instructors')).toBe('강사관리');
    expect(adminTitle('/admin/instructors/new')).toBe('강사등록');
    expect(adminTitle('/admin/assignments/')).toBe('과제관리');
    expect(adminTitle('/admin/qna')).toBe('질의응답');
    expect(adminTitle('/admin/banners')).toBe('배너관리');
    expect(adminTitle('/admin/lectures')).toBe('강의관리');
    expect(adminTitle('/admin/lectures/new')).toBe('강의등록');
    expect(adminTitle('/admin/lectures/3')).toBe('관리자');
    expect(adminTitle('/admin/qna/5/answer')).toBe('관리자');
    expect(adminTitle('/admin/students/7/report')).toBe('주간 학습 보고서');
    expect(adminTitle('/admin/mock-exams/3/results')).toBe('모의고사 결과');
    expect(adminTitle('/admin/mock-sittings/9')).toBe('답안 보기');
    expect(adminTitle('/admin/students/7/scores')).toBe('성적');
    expect(adminTitle('/admin/coupons')).toBe('쿠폰');
    expect(adminTitle('/admin/coupons/new')).toBe('쿠폰 만들기');
    expect(adminTitle('/admin/coupons/4')).toBe('쿠폰 수정');
    expect(adminTitle('/admin/orders')).toBe('주문');
    expect(adminTitle('/admin/orders/12')).toBe('주문 상세');
    expect(adminTitle('/admin/shipments')).toBe('배송');
  });
});
