// The weekly report's message words (email, 알림톡, SMS; docs/product/reports.md: weekly report),
// arranged by apps/api/src/lib/outbox/templates/weekly-report.ts.

export const weeklyReport = {
  subject: (name: string, week: string) => `[EJU 아카데미] ${name} 학생 주간 학습 보고서 (${week})`,
  greeting: (name: string) => `${name} 학생의 지난주 학습 현황을 알려드립니다.`,
  week: (week: string) => `기간: ${week}`,
  studyDays: (days: number) => `공부한 날: ${days}일`,
  watched: (minutes: number) => `시청 시간: ${minutes}분`,
  lessons: (count: number) => `완료한 수업: ${count}개`,
  quizzes: (text: string) => `퀴즈: ${text}`,
  outstanding: (count: number) => `남은 과제: ${count}개`,
  lectures: '강의별 진도',
  none: '없음',
  open: '자세한 내용 보기',
  footer: '이 메일은 학습 현황 안내를 위해 매주 보내드리는 정보성 메시지입니다.',
  short: (name: string, minutes: number, count: number, link: string) =>
    `[EJU 아카데미] ${name} 학생 주간 학습: 시청 ${minutes}분, 완료 ${count}개. ${link}`,
} as const;
