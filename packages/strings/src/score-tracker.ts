// The score tracker (docs/product/mock-exams.md: Score tracker): a student's mock and official EJU
// scores over time, and their road to each goal university. Read through a namespace import
// (`import * as tracker from '@academy/strings/score-tracker'`).

/** `2027년 5월 31일` from `2027-05-31`. */
const longDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
};

/** The classroom menu's item (its own module, so the menu carries none of the rest). */
export { scores as navLabel } from './exam-nav.ts';

/** What each series (one subject on its own scale) is called on the charts. */
export const series = {
  JAPANESE: '일본어 독해+청해 (日本語 読解・聴解)',
  WRITING: '일본어 기술 (記述)',
  PHYSICS: '물리 (物理)',
  CHEMISTRY: '화학 (化学)',
  BIOLOGY: '생물 (生物)',
  GENERAL: '종합과목 (総合科目)',
  MATH1: '수학 코스1 (数学 コース1)',
  MATH2: '수학 코스2 (数学 コース2)',
} as const;

/** What a university asks for (its subject set). */
export const needs = {
  JAPANESE: '일본어',
  SCIENCE: '이과 2과목',
  GENERAL: '종합과목',
  MATH1: '수학 코스1',
  MATH2: '수학 코스2',
} as const;

export const scienceChoices = {
  SCIENCE: '이과 (理科)',
  GENERAL: '종합과목 (総合科目)',
  NONE: '없음',
} as const;
export const mathChoices = {
  COURSE1: '수학 코스1',
  COURSE2: '수학 코스2',
  NONE: '없음',
} as const;

export const validation = {
  scienceInvalid: '이과, 종합과목, 없음 중에서 선택해주세요.',
  mathInvalid: '수학 코스1, 코스2, 없음 중에서 선택해주세요.',
  japaneseInvalid: '일본어 필수 여부를 선택해주세요.',
} as const;

/** The API's answers. */
export const messages = {
  tracker: '성적 추이',
  subjectsSaved: '대학의 EJU 응시 과목을 저장했습니다.',
  universityNotFound: '대학을 찾을 수 없습니다.',
} as const;

/** Why a sitting is the one to submit, or why none is. */
export const reasons = {
  best: (year: number, month: number, total: number, max: number, subjects: string) =>
    `유효한 공식 성적 중 ${subjects} 합계가 가장 높은 ${year}년 ${month}월 회차입니다 (${total} / ${max}).`,
  noValidSitting:
    '유효한 공식 EJU 성적이 없습니다. 최근 2년 안의 성적을 마이페이지에 등록해주세요.',
  missing: (subjects: string) => `유효한 공식 성적에 ${subjects} 점수가 없습니다.`,
  noUniversity: '등록된 대학 목록에 없는 대학이라 응시 과목을 알 수 없습니다.',
} as const;

/** The pages (classroom /scores, admin /admin/students/:id/scores). */
export const page = {
  title: '성적',
  studentTitle: (name: string) => `${name} 학생의 성적`,
  /** the student page's link to the tracker */
  scoresLink: '성적 추이와 목표 대학 보기',
  loading: '성적을 불러오는 중입니다',
  loadFailed: '성적을 불러오지 못했습니다.',
  historyTitle: '과목별 점수 추이',
  goalsTitle: '목표 대학',
  sittingsTitle: '공식 EJU 성적',
  mock: '모의고사',
  official: '공식 EJU',
  estimated: '추정',
  estimatedNote: '모의고사 점수는 학원 채점을 EJU 척도로 환산한 추정치이며, 점선으로 표시됩니다.',
  legendMock: '모의고사 (추정, 점선)',
  legendOfficial: '공식 EJU (실선)',
  median: (university: string) => `${university} 합격자 중앙값`,
  tableCaption: (subject: string) => `${subject} 점수 표`,
  showTable: '표로 보기',
  hideTable: '표 숨기기',
  date: '날짜',
  source: '구분',
  name: '시험',
  score: '점수',
  officialName: (year: number, month: number) => `${year}년 ${month}월 EJU`,
  validUntil: (iso: string) => `${longDate(iso)}까지 유효`,
  expired: (iso: string) => `${longDate(iso)}에 만료`,
  valid: '유효',
  expiredBadge: '만료',
  emptyTitle: '아직 성적이 없습니다',
  empty:
    '공식 EJU 성적을 마이페이지에 등록하거나 모의고사를 응시하면 과목별 점수 추이가 여기에 나타납니다.',
  toSittings: '공식 EJU 성적 등록하기',
  toMocks: '모의고사 보기',
  noGoals: '목표 대학이 없습니다. 마이페이지의 프로필에서 목표 대학을 추가해주세요.',
  subjects: '응시 과목',
  japaneseRequired: '일본어 필수',
  japaneseOptional: '일본어 불필요',
  admits: (count: number) => `점수를 공개한 합격자 ${count}명`,
  fewAdmits: (count: number) =>
    `점수를 공개한 합격자가 ${count}명이라 점수 범위를 보여드리지 않습니다 (5명 이상부터 표시).`,
  range: '최저 / 중앙값 / 최고',
  rangeValues: (min: number, median: number, max: number) => `${min} / ${median} / ${max}`,
  recommended: '제출 추천 성적',
  noRecommendation: '해당 회차 없음',
  outOf: (score: number, max: number) => `${score} / ${max}`,
  unknownUniversity: '등록되지 않은 대학',
} as const;

/** The admin's subject set editor, beside the universities list. */
export const subjectsEditor = {
  button: '응시 과목',
  buttonOf: (name: string) => `${name} 응시 과목 편집`,
  title: (name: string) => `${name}의 EJU 응시 과목`,
  japanese: '일본어 필수',
  science: '이과 / 종합과목',
  math: '수학',
  save: '저장',
  cancel: '취소',
  summary: (japanese: boolean, science: string, math: string) =>
    [japanese ? '일본어' : null, science, math].filter(Boolean).join(' · ') || '없음',
} as const;

/** The pass story form's optional scores. */
export const passStoryScores = {
  legend: 'EJU 성적 (선택)',
  hint: '입력한 점수는 관리자만 볼 수 있고, 합격자 5명 이상이 모이면 대학별 점수 범위로만 공개됩니다.',
  add: 'EJU 성적 함께 제출하기',
  remove: 'EJU 성적 빼기',
  adminTitle: 'EJU 성적',
  none: '성적 미입력',
} as const;
