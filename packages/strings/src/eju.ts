// The EJU's subjects and sections as people read them (JASSO's Japanese names with Korean), shared
// by the mock exams and the score tracker. Read through a namespace import
// (`import * as eju from '@academy/strings/eju'`).

/** A mock's subject (contract/eju.ts MOCK_SUBJECTS). */
export const subjects = {
  JAPANESE: '일본어 (日本語)',
  SCIENCE: '이과 (理科)',
  GENERAL: '종합과목 (総合科目)',
  MATH1: '수학 코스1 (数学 コース1)',
  MATH2: '수학 코스2 (数学 コース2)',
} as const;

/** A section (contract/eju.ts MOCK_SECTION_KINDS). */
export const sections = {
  WRITING: '기술 (記述)',
  READING: '독해 (読解)',
  LISTENING: '청해·청독해 (聴解・聴読解)',
  PHYSICS: '물리 (物理)',
  CHEMISTRY: '화학 (化学)',
  BIOLOGY: '생물 (生物)',
  GENERAL: '종합과목 (総合科目)',
  MATH1: '수학 코스1',
  MATH2: '수학 코스2',
} as const;

/** Item kinds (contract/eju.ts MOCK_ITEM_KINDS). */
export const itemKinds = {
  CHOICE: '객관식',
  LISTENING: '듣기',
  WRITING: '기술',
} as const;

/** A mock's scaled score is an estimate of the EJU's equated score. */
export const estimated = '추정';
/** `120 / 200` */
export const outOf = (score: number, max: number) => `${score} / ${max}`;
