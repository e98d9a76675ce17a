// Sample trackers for tests and stories: one with history and goals (a range from 6 admits, one
// goal under 5, one unknown school), one with nothing yet.
import type { ScoreTracker } from '../../contract/score-tracker.ts';

export const filledTracker: ScoreTracker = {
  student: { id: 7, name: '김하늘' },
  series: [
    {
      key: 'JAPANESE',
      max: 400,
      points: [
        {
          source: 'OFFICIAL',
          date: '2025-06-01',
          title: null,
          year: 2025,
          month: 6,
          score: 308,
          estimated: false,
          sourceId: 1,
        },
        {
          source: 'MOCK',
          date: '2026-10-24',
          title: '11월 EJU 일본어 모의고사',
          year: 2026,
          month: 10,
          score: 333,
          estimated: true,
          sourceId: 11,
        },
      ],
    },
    {
      key: 'WRITING',
      max: 50,
      points: [
        {
          source: 'MOCK',
          date: '2026-10-24',
          title: '11월 EJU 일본어 모의고사',
          year: 2026,
          month: 10,
          score: 35,
          estimated: true,
          sourceId: 11,
        },
      ],
    },
  ],
  sittings: [
    { id: 2, year: 2025, month: 11, validUntil: '2027-10-31', valid: true },
    { id: 1, year: 2025, month: 6, validUntil: '2027-05-31', valid: true },
    { id: 3, year: 2023, month: 6, validUntil: '2025-05-31', valid: false },
  ],
  goals: [
    {
      school: '도쿄대학',
      major: '이과 1류',
      university: {
        id: 1,
        name: '도쿄대학',
        type: 'NATIONAL',
        subjects: { japaneseRequired: true, science: 'SCIENCE', math: 'COURSE2' },
      },
      admitCount: 6,
      ranges: [
        { key: 'JAPANESE', count: 6, min: 330, median: 345, max: 358 },
        { key: 'MATH2', count: 6, min: 176, median: 185, max: 192 },
      ],
      recommendation: {
        sitting: { id: 1, year: 2025, month: 6, validUntil: '2027-05-31' },
        total: 596,
        max: 800,
        missing: [],
        reason:
          '유효한 공식 성적 중 일본어, 이과 2과목, 수학 코스2 합계가 가장 높은 2025년 6월 회차입니다 (596 / 800).',
      },
    },
    {
      school: '교토대학',
      major: '공학부 정보학과',
      university: {
        id: 2,
        name: '교토대학',
        type: 'NATIONAL',
        subjects: { japaneseRequired: true, science: 'SCIENCE', math: 'COURSE1' },
      },
      admitCount: 3,
      ranges: null,
      recommendation: {
        sitting: null,
        total: null,
        max: 800,
        missing: ['MATH1'],
        reason: '유효한 공식 성적에 수학 코스1 점수가 없습니다.',
      },
    },
    {
      school: '없는대학',
      major: '문학부',
      university: null,
      admitCount: 0,
      ranges: null,
      recommendation: null,
    },
  ],
  asOf: '2026-11-28T00:00:00.000Z',
};

export const emptyTracker: ScoreTracker = {
  student: { id: 8, name: '새학생' },
  series: [],
  sittings: [],
  goals: [],
  asOf: '2026-11-28T00:00:00.000Z',
};
