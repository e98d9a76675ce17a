// The lesson player's controls, captions, watermark and 수강 일시정지 (docs/product/player-controls.md):
// the classroom's controls and dialogs, the admin's 자막 section and pause list, and the API's
// messages. One export per area, read through a namespace import.

/** The API's answers and refusals. */
export const messages = {
  captions: '자막 목록입니다.',
  caption: '자막입니다.',
  captionAdded: '자막을 올렸습니다.',
  captionDeleted: '자막을 삭제했습니다.',
  captionNotFound: '자막을 찾을 수 없습니다.',
  captionFileRequired: '자막 파일(WebVTT)을 선택하세요.',
  captionNotVtt: 'WebVTT 자막 파일만 올릴 수 있습니다. 첫 줄이 WEBVTT로 시작하는지 확인하세요.',
  captionBadTiming: (line: number) =>
    `${line}번째 줄의 자막 시간 형식이 올바르지 않습니다. (예: 00:01.000 --> 00:04.000)`,
  captionNoCues: '자막 파일에 자막 문장이 없습니다.',
  captionTooLarge: (kb: number) => `자막 파일은 ${kb}KB 이하여야 합니다.`,
  captionLangInvalid: '자막 언어는 한국어(ko) 또는 일본어(ja)만 선택할 수 있습니다.',
  captionLabelInvalid: '자막 이름은 1~40자로 입력하세요.',
  captionLangTaken: '이 언어의 자막이 이미 있습니다. 지운 뒤 다시 올려 주세요.',
  captionNotVideo: '영상 강의에만 자막을 올릴 수 있습니다.',
  pauses: '일시정지 내역입니다.',
  paused: (days: number) => `수강을 ${days}일 동안 일시정지했습니다.`,
  resumed: '일시정지를 해제했습니다.',
  undone: '일시정지를 취소했습니다.',
  pauseDaysInvalid: '일시정지 일수는 1일 이상의 정수로 입력하세요.',
  pauseCountExceeded: (max: number) => `이 강의는 최대 ${max}번까지 일시정지할 수 있습니다.`,
  pauseDaysExceeded: (left: number) =>
    left > 0
      ? `일시정지는 남은 ${left}일 이내로만 신청할 수 있습니다.`
      : '일시정지할 수 있는 일수를 모두 사용했습니다.',
  pauseNotAllowed: '이 강의는 일시정지를 할 수 없습니다.',
  pauseOverlap: '이미 일시정지 중입니다. 해제한 뒤 다시 신청하세요.',
  pauseEnrolmentClosed: '종료되었거나 시작 전인 수강은 일시정지할 수 없습니다.',
  pauseUnlimited: '기간 제한이 없는 수강은 일시정지할 필요가 없습니다.',
  pauseNotActive: '지금 일시정지 중이 아닙니다.',
  pauseNotFound: '일시정지 내역을 찾을 수 없습니다.',
  enrolmentPaused: (until: string) =>
    `수강이 일시정지 중입니다(${until}까지). 내 강의에서 일시정지를 해제하면 바로 볼 수 있습니다.`,
  watermarkInvalid: '워터마크 표시 여부가 올바르지 않습니다.',
  pauseLimitInvalid: (max: number) => `일시정지 제한은 0에서 ${max} 사이의 정수로 입력하세요.`,
  reasonRequired: '취소 사유를 입력하세요.',
  reasonTooLong: '사유는 200자 이내로 입력하세요.',
} as const;

/** The classroom's controls under the video. */
export const controls = {
  region: '재생 컨트롤',
  play: '재생',
  pause: '일시정지',
  back10: '10초 뒤로',
  forward10: '10초 앞으로',
  back5: '5초 뒤로',
  forward5: '5초 앞으로',
  speed: '재생 속도',
  speedValue: (rate: number) => `${rate}배속`,
  speedChanged: (rate: number) => `재생 속도 ${rate}배`,
  captions: '자막',
  captionsOff: '자막 끄기',
  captionsNone: '이 강의에는 자막이 없습니다',
  captionLoadError: '자막을 불러오지 못했습니다.',
  captionOn: (label: string) => `자막: ${label}`,
  repeat: '구간 반복',
  setA: 'A 지점 지정',
  setB: 'B 지점 지정',
  clearRepeat: '구간 반복 해제',
  repeatState: (a: string | null, b: string | null) =>
    a === null ? '구간 반복 꺼짐' : b === null ? `A ${a} ~ B 지정 전` : `${a} ~ ${b} 반복 중`,
  repeatBeforeA: 'B 지점은 A 지점보다 뒤여야 합니다.',
  fullscreen: '전체 화면',
  exitFullscreen: '전체 화면 끝내기',
  shortcuts: '단축키 안내',
  saveError: '설정을 저장하지 못했습니다. 이 기기에서만 적용됩니다.',
} as const;

/** The help dialog (?): each key and what it does. */
export const shortcuts = {
  title: '키보드 단축키',
  intro: '영상 아래 컨트롤에 초점이 있을 때 쓸 수 있습니다. 입력 칸에서는 동작하지 않습니다.',
  keyHeader: '키',
  actionHeader: '기능',
  items: {
    playPause: '재생 / 일시정지',
    back10: '10초 뒤로',
    forward10: '10초 앞으로',
    back5: '5초 뒤로',
    forward5: '5초 앞으로',
    slower: '느리게 (0.25배씩)',
    faster: '빠르게 (0.25배씩)',
    captions: '자막 켜기 / 끄기',
    setA: '구간 반복 A 지점',
    setB: '구간 반복 B 지점',
    clearRepeat: '구간 반복 해제',
    fullscreen: '전체 화면',
    help: '이 안내 열기',
  },
  close: '닫기',
} as const;

/** 자막 names shown to the student and staff. */
export const languages = { ko: '한국어', ja: '일본어' } as const;

/** The admin's 자막 section of a lesson's content editor. */
export const captionAdmin = {
  title: '자막',
  intro: 'WebVTT(.vtt) 파일을 한국어·일본어로 하나씩 올릴 수 있습니다. 최대 512KB.',
  empty: '아직 자막이 없습니다.',
  loadError: '자막 목록을 불러오지 못했습니다.',
  lang: '언어',
  label: '자막 이름',
  labelPlaceholder: '예: 한국어 자막',
  file: '자막 파일',
  filePlaceholder: '.vtt 파일 선택',
  upload: '자막 올리기',
  delete: '삭제',
  deleteLabel: (label: string) => `${label} 자막 삭제`,
  confirmTitle: '자막 삭제',
  confirmMessage: (label: string) => `${label} 자막을 삭제할까요? 되돌릴 수 없습니다.`,
  cues: (count: number) => `자막 ${count}개`,
  saveFirst: '내용을 먼저 저장하면 자막을 올릴 수 있습니다.',
} as const;

/** The admin lecture form's switch. */
export const watermarkAdmin = {
  label: '워터마크 표시',
  description: '영상 위에 수강생 이름·아이디와 현재 시각을 표시해 화면 녹화 유출을 막습니다.',
} as const;

/** The admin lecture form's 수강 일시정지 limits. */
export const pauseLimitsAdmin = {
  count: '일시정지 최대 횟수 (0은 허용 안 함)',
  days: '일시정지 최대 일수 (합계)',
} as const;
