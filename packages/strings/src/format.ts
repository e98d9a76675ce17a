// How numbers, prices and times read in Korean (packages/ui/src/format builds on these).
export const format = {
  date: (year: string | number, month: number, day: number) => `${year}년 ${month}월 ${day}일`,
  justNow: '방금 전',
  minutesAgo: (minutes: number) => `${minutes}분 전`,
  hoursAgo: (hours: number) => `${hours}시간 전`,
  daysAgo: (days: number) => `${days}일 전`,
  won: (amount: string) => `${amount}원`,
  /** Sunday first, as Date#getUTCDay counts */
  weekdays: ['일', '월', '화', '수', '목', '금', '토'],
  dayWithWeekday: (month: number, day: number, weekday: string) =>
    `${month}월 ${day}일 (${weekday})`,
  /** Malgun Gothic under its Korean name, as older Windows lists it (ui theme's font stack). */
  malgunGothicLocalName: '맑은 고딕',
} as const;
