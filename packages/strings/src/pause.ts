// 수강 일시정지 (docs/product/player-controls.md): the classroom's lecture card and dialog, and the
// staff's list. Apart from the player's words, so a dashboard's cards carry only these.
/** 수강 일시정지: the student's dialog and the staff's list. */
export const pause = {
  button: '일시정지',
  resume: '일시정지 해제',
  resumeConfirm: '일시정지를 해제할까요? 남은 일시정지 일수는 돌려받습니다.',
  dialogTitle: '수강 일시정지',
  intro: '일시정지하는 동안 강의를 볼 수 없고, 남은 수강 일수도 줄지 않습니다.',
  days: '일시정지 일수',
  daysSuffix: '일',
  remaining: (count: number, days: number) => `남은 횟수 ${count}번 · 남은 일수 ${days}일`,
  until: (date: string) => `${date}까지 일시정지`,
  pausedBadge: '일시정지 중',
  submit: '일시정지하기',
  cancel: '취소',
  loadError: '일시정지 정보를 불러오지 못했습니다.',
  unavailable: '이 강의는 더 이상 일시정지할 수 없습니다.',
  // staff
  staffTitle: '일시정지 내역',
  staffEmpty: '일시정지 내역이 없습니다.',
  period: (from: string, to: string) => `${from} ~ ${to}`,
  daysCol: '일수',
  stateCol: '상태',
  states: { ACTIVE: '일시정지 중', DONE: '끝남', ENDED_EARLY: '조기 해제' },
  undo: '일시정지 취소',
  undoLabel: (lecture: string) => `${lecture} 일시정지 취소`,
  undoTitle: '일시정지 취소',
  undoReason: '취소 사유',
  undoSubmit: '취소하기',
  reasonShown: (reason: string) => `사유: ${reason}`,
} as const;
