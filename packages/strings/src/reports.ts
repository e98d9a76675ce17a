// What a guardian, the student and staff read about one student's week (docs/product/reports.md),
// and the API's answers about it. One export per area, read through a namespace import
// (`import * as reportStrings from '@academy/strings/reports'`).

import { titles } from './admin.ts';

/** '2026-11-16' -> '11월 16일' (anything else as it is). */
const monthDay = (iso: string) => {
  const [, month, day] = String(iso).split('-');
  return day ? `${Number(month)}월 ${Number(day)}일` : String(iso);
};

export const validation = {
  weekInvalid: '주는 YYYY-MM-DD 형식의 날짜로 입력하세요',
} as const;

export const errors = {
  /** a caller who is neither the student, a guardian linked to them, nor staff who teach them */
  notYours: '이 학생의 학습 현황을 볼 권한이 없습니다.',
  studentNotFound: '학생을 찾을 수 없습니다.',
} as const;

export const messages = {
  overview: '주간 학습 현황',
  report: titles.studentReport,
  sent: '주간 보고서를 보냈습니다.',
} as const;

/** The overview page (classroom) and the printable report (admin). */
export const page = {
  title: (name: string) => `${name} 학생의 학습 현황`,
  reportTitle: (name: string) => `${name} 학생 주간 학습 보고서`,
  week: (start: string, end: string) => `${monthDay(start)} ~ ${monthDay(end)}`,
  previousWeek: '지난주',
  nextWeek: '다음 주',
  thisWeek: '이번 주',
  loading: '학습 현황을 불러오는 중입니다',
  loadFailed: '학습 현황을 불러오지 못했습니다.',
  retry: '다시 시도',
  summary: '이번 주 요약',
  studyDays: '공부한 날',
  studyDaysValue: (days: number) => `${days}일`,
  watched: '시청 시간',
  lessonsCompleted: '완료한 수업',
  lessonsCompletedValue: (count: number) => `${count}개`,
  lectures: '수강 중인 강의',
  noLectures: '수강 중인 강의가 없습니다.',
  progress: '진도율',
  progressValue: (rate: number, done: number, total: number) => `${rate}% (${done}/${total})`,
  daysLeft: '남은 기간',
  daysLeftValue: (days: number) => `${days}일`,
  unlimited: '무제한',
  quizzes: '퀴즈 결과',
  noQuizzes: '이번 주에 푼 퀴즈가 없습니다.',
  quizScore: (best: number, attempts: number) => `최고 ${best}점 (${attempts}회 응시)`,
  passed: '통과',
  notPassed: '미통과',
  assignments: '과제',
  noAssignments: '이번 주 제출한 과제와 남은 과제가 없습니다.',
  submitted: '제출',
  waitingFeedback: '피드백 대기',
  outstanding: '미제출',
  resubmit: '재제출 필요',
  feedback: '피드백',
  questions: '질문',
  noQuestions: '이번 주에 한 질문이 없습니다.',
  answered: '답변 완료',
  waitingAnswer: '답변 대기',
  studyDaysTitle: '공부한 날짜',
  noStudyDays: '이번 주에 공부한 날이 없습니다.',
  print: '인쇄',
  openReport: '주간 보고서',
  send: '보고서 보내기',
  sendConfirmTitle: '주간 보고서 보내기',
  sendConfirm: (name: string) =>
    `${name} 학생과 연결된 보호자에게 이 주의 보고서를 이메일과 알림톡으로 보냅니다.`,
  sendConfirmAction: '보내기',
  cancel: '취소',
  sentCount: (count: number) => `보고서 ${count}건을 보낼 목록에 넣었습니다.`,
  sendFailed: '보고서를 보내지 못했습니다.',
  printedAt: (at: string) => `출력 ${at}`,
} as const;
