import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_OPTIONS, STUDY_YEAR_OPTIONS, TEACHING_SUBJECTS, TRACKS } from './constants.ts';

describe('spec 9 constants', () => {
  it('has the seven teaching subjects in the spec order', () => {
    expect(TEACHING_SUBJECTS).toEqual([
      '물리',
      '이과 수학',
      '화학',
      '문과 수학',
      '소논문',
      '지망이유서',
      '기타',
    ]);
  });

  it('has study years 0 (first start) to 4 (4 or more), the tracks and page sizes', () => {
    expect(STUDY_YEAR_OPTIONS.map((option) => option.value)).toEqual([0, 1, 2, 3, 4]);
    expect(STUDY_YEAR_OPTIONS[0]!.label).toBe('처음 시작');
    expect(STUDY_YEAR_OPTIONS[4]!.label).toBe('4년 이상');
    expect(TRACKS).toEqual(['문과', '이과']);
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 50, 100]);
  });
});
