// The classroom menu's 모의고사 and 성적 items, alone in their module so the menu (on every first
// visit of the dashboard) carries none of the mock exams' or the score tracker's other words
// (docs/product/mock-exams.md).
export const mockExams = '모의고사';
export const scores = '성적';
