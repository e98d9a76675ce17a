// Coupons as staff make and manage them (docs/product/coupons-and-orders.md: Coupons). Server
// messages and the admin's labels; read through a namespace import
// (`import * as couponStrings from '@academy/strings/coupons'`).

/** What the API answers on success. */
export const messages = {
  list: '쿠폰 목록입니다.',
  detail: '쿠폰입니다.',
  created: '쿠폰을 만들었습니다.',
  updated: '쿠폰을 수정했습니다.',
  disabled: '쿠폰을 사용 중지했습니다.',
  enabled: '쿠폰을 다시 사용하도록 했습니다.',
} as const;

/** Refusals: request validation and the rules the server checks. */
export const errors = {
  codeRequired: '쿠폰 코드를 입력해주세요.',
  codeInvalid: (min: number, max: number) =>
    `쿠폰 코드는 영문, 숫자, -, _ 로 ${min}자에서 ${max}자까지 입력해주세요.`,
  codeTaken: '이미 있는 쿠폰 코드입니다. 다른 코드를 입력해주세요.',
  nameRequired: '쿠폰 이름을 입력해주세요.',
  kindRequired: '할인 방식(정액 또는 정률)을 골라주세요.',
  valueInvalid: '할인 금액은 1원 이상의 정수로 입력해주세요.',
  percentInvalid: '할인율은 1에서 100 사이의 정수로 입력해주세요.',
  maxDiscountInvalid: '최대 할인 금액은 1원 이상의 정수로 입력해주세요.',
  maxDiscountOnlyPercent: '최대 할인 금액은 정률 쿠폰에만 정할 수 있습니다.',
  minAmountInvalid: '최소 주문 금액은 0원 이상의 정수로 입력해주세요.',
  dayInvalid: '날짜는 YYYY-MM-DD 형식으로 입력해주세요.',
  windowInvalid: '사용 종료일은 시작일과 같거나 그 뒤여야 합니다.',
  perUserLimitInvalid: '1인당 사용 횟수는 1회 이상으로 입력해주세요.',
  totalLimitInvalid: '전체 사용 한도는 1회 이상으로 입력하거나 비워두세요.',
  totalLimitBelowUses: (uses: number) =>
    `전체 사용 한도는 이미 쓰인 ${uses}회보다 적게 정할 수 없습니다.`,
  lectureIdsInvalid: '적용 강의를 다시 골라주세요.',
  tooManyLectures: (max: number) => `적용 강의는 ${max}개까지 고를 수 있습니다.`,
  lectureNotFound: '고른 강의 중 없는 강의가 있습니다.',
  teacherMustChoose: '담당 강의 중 쿠폰을 적용할 강의를 하나 이상 골라주세요.',
  notOwnLecture: '담당 강의에만 쿠폰을 만들 수 있습니다.',
  notOwnCoupon: '담당 강의에만 적용되는 쿠폰만 보고 고칠 수 있습니다.',
  notFound: '쿠폰을 찾을 수 없습니다.',
  nothingToChange: '바꿀 내용을 하나 이상 보내주세요.',
  searchTooLong: (max: number) => `검색어는 ${max}자 이내로 입력해주세요.`,
  stateInvalid: '쿠폰 상태를 다시 골라주세요.',
} as const;

/** A coupon's state as the list shows it. */
export const states = {
  ACTIVE: '사용 가능',
  SCHEDULED: '사용 전',
  EXPIRED: '기간 만료',
  USED_UP: '한도 소진',
  DISABLED: '사용 중지',
} as const;

export const kinds = {
  FIXED: '정액 할인',
  PERCENT: '정률 할인',
} as const;

/** The admin's screens. */
export const admin = {
  add: '쿠폰 만들기',
  empty: '만든 쿠폰이 없습니다.',
  loadFailed: '쿠폰을 불러오지 못했습니다.',
  search: '코드 또는 이름 검색',
  stateFilter: '상태',
  allStates: '전체',
  code: '쿠폰 코드',
  codeHint: '영문과 숫자로 입력하면 대문자로 저장됩니다.',
  name: '쿠폰 이름',
  kind: '할인 방식',
  value: '할인',
  valueWon: '할인 금액(원)',
  valuePercent: '할인율(%)',
  maxDiscount: '최대 할인 금액(원, 선택)',
  minAmount: '최소 주문 금액(원)',
  startsOn: '사용 시작일',
  endsOn: '사용 종료일',
  window: '사용 기간',
  perUserLimit: '1인당 사용 횟수',
  totalLimit: '전체 사용 한도(비우면 제한 없음)',
  noTotalLimit: '제한 없음',
  lectures: '적용 강의',
  lecturesHint: '비우면 모든 강의에 적용됩니다.',
  lecturesHintTeacher: '담당 강의 중 하나 이상 골라주세요.',
  allLectures: '모든 강의',
  uses: '사용',
  usesOf: (used: number, paid: number) => `${used}회 (결제 ${paid}회)`,
  state: '상태',
  active: '사용 가능',
  save: '저장',
  create: '만들기',
  cancel: '취소',
  edit: '수정',
  editLabel: (code: string) => `${code} 쿠폰 수정`,
  disable: '사용 중지',
  enable: '다시 사용',
  disableTitle: '쿠폰 사용 중지',
  disableConfirm: (code: string) =>
    `${code} 쿠폰을 사용 중지할까요? 이미 적용된 주문은 그대로이고, 새 주문에는 쓸 수 없습니다.`,
  usedNote: (used: number) =>
    `이미 ${used}회 쓰였습니다. 할인 방식과 금액, 적용 강의는 바꿀 수 없습니다.`,
  notFound: '쿠폰을 찾을 수 없습니다.',
  percentOf: (value: number) => `${value}%`,
  /** `won`: the amount as formatted (`20,000원`) */
  capOf: (won: string) => `최대 ${won}`,
  minOf: (won: string) => `${won} 이상 주문 시`,
  backToList: '목록으로',
} as const;
