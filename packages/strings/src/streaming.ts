// Streaming, playback sessions and devices (docs/product/player.md): what the API answers, its
// refusals, the staff's packaging status and devices section, and the classroom's takeover notice.
// Read through a namespace import (`import * as streaming from '@academy/strings/streaming'`).

/** What the API answers on success. */
export const messages = {
  started: '재생을 시작했습니다.',
  heartbeat: '재생 중입니다.',
  stopped: '재생을 마쳤습니다.',
  devices: '학생의 재생 기기 목록입니다.',
  devicesReset: '학생의 재생 기기를 초기화했습니다.',
  limit: '동시 재생 제한입니다.',
  limitSaved: '동시 재생 제한을 저장했습니다.',
} as const;

/** Refusals. */
export const errors = {
  takenOver: '다른 기기에서 재생을 시작해 이 기기의 재생을 멈췄습니다.',
  takenOverSameDevice: '다른 창에서 재생을 시작해 이 창의 재생을 멈췄습니다.',
  sessionEnded: '재생이 끝났습니다. 다시 재생해주세요.',
  sessionNotFound: '재생 정보를 찾을 수 없습니다. 다시 재생해주세요.',
  notVideo: '영상 강의가 아닙니다.',
  noVideo: '이 강의에는 아직 영상이 없습니다.',
  tokenMissing: '재생 권한이 없습니다. 강의 페이지에서 재생해주세요.',
  tokenExpired: '재생 권한이 만료되었습니다. 강의 페이지에서 다시 재생해주세요.',
  tokenInvalid: '재생 권한이 올바르지 않습니다. 강의 페이지에서 다시 재생해주세요.',
  notYourToken: '다른 사람의 재생 권한으로는 볼 수 없습니다.',
  notPackaged: '스트리밍 준비가 끝나지 않은 영상입니다.',
  deviceIdInvalid: '기기 정보가 올바르지 않습니다. 페이지를 새로 고쳐주세요.',
  deviceLabelInvalid: '기기 이름은 100자 이하로 보내주세요.',
  positionInvalid: '재생 위치가 올바르지 않습니다.',
  studentNotFound: '학생을 찾을 수 없습니다.',
  studentForbidden: '담당 강의의 수강생만 볼 수 있습니다.',
  limitInvalid: '동시 재생 수는 1에서 10 사이로 입력해주세요.',
} as const;

/** The staff's view of a video's packaging (the lesson editor's content dialog). */
export const packaging = {
  QUEUED: '패키징 대기',
  PACKAGING: '패키징 중',
  READY: '스트리밍 준비 완료',
  FAILED: '패키징 실패',
  UNAVAILABLE: 'ffmpeg이 없어 MP4로 재생합니다',
  failed: (reason: string) => `패키징에 실패했습니다: ${reason}`,
  noFfmpeg: '이 서버에는 ffmpeg이 없어 영상을 MP4 그대로 재생합니다.',
} as const;

/** The classroom's notice when another device took the playback over. */
export const takeover = {
  title: '재생이 멈췄습니다',
  playHere: '이 기기에서 다시 재생',
  starting: '재생을 준비하고 있습니다...',
  startFailed: '재생을 시작하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** The admin's devices section on a student's page. */
export const devices = {
  title: '재생 기기',
  description:
    '이 학생이 영상을 재생한 기기입니다. 초기화하면 목록이 비고, 재생 중인 기기도 멈춥니다.',
  empty: '영상을 재생한 기기가 없습니다.',
  error: '재생 기기를 불러오지 못했습니다.',
  label: '기기',
  firstSeen: '처음 재생',
  lastSeen: '마지막 재생',
  playing: '재생 중',
  reset: '기기 초기화',
  resetConfirmTitle: '재생 기기를 초기화할까요?',
  resetConfirm: '기기 목록을 지우고 재생 중인 기기를 멈춥니다. 학생은 다시 재생하면 됩니다.',
  cancel: '취소',
  resetDone: '재생 기기를 초기화했습니다.',
  resetFailed: '재생 기기를 초기화하지 못했습니다.',
  unknownDevice: '알 수 없는 기기',
} as const;

/** The admin's academy settings: the playback limit. */
export const limitSetting = {
  title: '동시 재생 제한',
  description:
    '한 학생이 동시에 재생할 수 있는 기기 수입니다. 새 기기에서 재생하면 가장 오래된 재생이 멈춥니다.',
  label: '동시 재생 수',
  save: '저장',
  saved: '저장했습니다.',
  failed: '저장하지 못했습니다.',
} as const;
