// The classroom menu's 성적 item, alone in its module so the menu (on every first visit of the
// dashboard) carries none of the score tracker's other words (docs/product/mock-exams.md).
export const navLabel = '성적';
