// Orders and shipping as staff see them (docs/product/coupons-and-orders.md: Orders and shipping
// (staff)). Server messages, the notification of a shipped textbook and the admin's labels; read
// through a namespace import (`import * as orderStrings from '@academy/strings/admin-orders'`).

/** What the API answers on success. */
export const messages = {
  list: '주문 목록입니다.',
  detail: '주문입니다.',
  shipments: '배송할 교재 목록입니다.',
  shipped: '배송 처리했습니다. 학생에게 알렸습니다.',
} as const;

/** Refusals: request validation and the rules the server checks. */
export const errors = {
  notFound: '주문을 찾을 수 없습니다.',
  notOwnOrder: '담당 강의가 들어 있는 주문만 볼 수 있습니다.',
  lineNotFound: '주문 항목을 찾을 수 없습니다.',
  notTextbook: '교재 항목만 배송 처리할 수 있습니다.',
  notPaid: '결제가 끝난 교재만 배송 처리할 수 있습니다.',
  alreadyShipped: '이미 배송 처리한 교재입니다.',
  notOwnLine: '담당 강의의 교재만 배송 처리할 수 있습니다.',
  carrierRequired: '택배사를 입력해주세요.',
  carrierTooLong: (max: number) => `택배사는 ${max}자 이내로 입력해주세요.`,
  trackingRequired: '송장 번호를 입력해주세요.',
  trackingInvalid: (max: number) => `송장 번호는 숫자, 영문, - 로 ${max}자 이내로 입력해주세요.`,
  statusInvalid: '주문 상태를 다시 골라주세요.',
  methodInvalid: '결제 수단을 다시 골라주세요.',
  dayInvalid: '날짜는 YYYY-MM-DD 형식으로 입력해주세요.',
  rangeInvalid: '끝 날짜는 시작 날짜와 같거나 그 뒤여야 합니다.',
  searchTooLong: (max: number) => `검색어는 ${max}자 이내로 입력해주세요.`,
  lectureInvalid: '강의를 다시 골라주세요.',
} as const;

/** The student's notification when their textbook leaves. */
export const notify = {
  shipped: (title: string, carrier: string, trackingNo: string) =>
    `주문하신 교재 「${title}」를 보냈습니다. ${carrier} ${trackingNo}`,
  alimtalk: (title: string, url: string) =>
    `[아카데미] 주문하신 교재 「${title}」를 보냈습니다. 배송 정보: ${url}`,
  sms: (title: string, url: string) => `[아카데미] 교재 「${title}」 발송 ${url}`,
} as const;

export const orderStatuses = {
  PENDING: '결제 대기',
  WAITING_DEPOSIT: '입금 대기',
  PAID: '결제 완료',
  CANCELLED: '취소',
  PARTIALLY_REFUNDED: '부분 환불',
  REFUNDED: '환불 완료',
} as const;

export const lineStatuses = {
  PENDING: '결제 대기',
  PAID: '결제 완료',
  CANCELLED: '취소',
  REFUNDED: '환불',
} as const;

export const methods = {
  CARD: '카드',
  TRANSFER: '계좌이체',
  VIRTUAL_ACCOUNT: '가상계좌',
  BANK_DEPOSIT: '무통장 입금',
} as const;

export const lineKinds = {
  COURSE: '수강권',
  TEXTBOOK: '교재',
} as const;

export const refundStatuses = {
  REQUESTED: '환불 요청',
  APPROVED: '환불 승인',
  COMPLETED: '환불 완료',
  REJECTED: '환불 거절',
  FAILED: '환불 실패',
} as const;

export const cashReceiptStatuses = {
  NONE: '신청 없음',
  REQUESTED: '발급 요청',
  ISSUED: '발급 완료',
  FAILED: '발급 실패',
  CANCELLED: '발급 취소',
} as const;

/** The admin's screens. */
export const admin = {
  loadFailed: '주문을 불러오지 못했습니다.',
  empty: '조건에 맞는 주문이 없습니다.',
  search: '주문번호, 학생 이름 또는 이메일',
  status: '주문 상태',
  method: '결제 수단',
  lecture: '강의',
  from: '시작 날짜',
  to: '끝 날짜',
  all: '전체',
  apply: '검색',
  reset: '초기화',
  orderNo: '주문번호',
  orderedAt: '주문일시',
  student: '학생',
  email: '이메일',
  phone: '연락처',
  items: '주문 항목',
  total: '결제 금액',
  subtotal: '상품 금액',
  discount: '할인',
  shippingFee: '배송비',
  refunded: '환불 금액',
  paidAt: '결제일시',
  coupon: '쿠폰',
  noCoupon: '쿠폰 없음',
  lines: '주문 항목',
  kind: '구분',
  title: '상품',
  price: '가격',
  amount: '결제 금액',
  lineStatus: '상태',
  payments: '결제',
  noPayments: '결제 기록이 없습니다.',
  paymentStatus: '결제 상태',
  refunds: '환불',
  noRefunds: '환불 기록이 없습니다.',
  refundReason: '사유',
  cashReceipt: '현금영수증',
  shipping: '배송',
  recipient: '받는 사람',
  address: '주소',
  noShipping: '배송할 교재가 없습니다.',
  shippedAt: '배송일시',
  notShipped: '배송 전',
  carrier: '택배사',
  trackingNo: '송장 번호',
  depositor: '입금자명',
  detail: '상세',
  detailLabel: (orderNo: string) => `주문 ${orderNo} 상세`,
  moreLines: (title: string, more: number) => `${title} 외 ${more}건`,
  exportCsv: 'CSV 내보내기',
  exportTitle: '주문 목록 내보내기',
  exported: '주문 목록을 내려받았습니다.',
  exportFailed: '주문 목록을 내보내지 못했습니다.',
  count: (count: number) => `총 ${count}건`,
  backToList: '목록으로',
  notFound: '주문을 찾을 수 없습니다.',
  shipmentsEmpty: '배송을 기다리는 교재가 없습니다.',
  shipmentsLoadFailed: '배송 목록을 불러오지 못했습니다.',
  ship: '배송 처리',
  shipLabel: (title: string, name: string) => `${name} 님의 ${title} 배송 처리`,
  shipTitle: '교재 배송 처리',
  shipDone: '배송 처리했습니다.',
  waitingSince: '결제일시',
  carrierPlaceholder: '예: CJ대한통운',
  cancel: '취소',
} as const;

/** The CSV's column titles. */
export const csv = {
  /** the file's name before its date */
  fileName: '주문목록',
  orderNo: '주문번호',
  orderedAt: '주문일시',
  paidAt: '결제일시',
  status: '주문 상태',
  method: '결제 수단',
  student: '학생',
  email: '이메일',
  items: '주문 항목',
  subtotal: '상품 금액',
  discount: '할인',
  shippingFee: '배송비',
  total: '결제 금액',
  refunded: '환불 금액',
  coupon: '쿠폰',
} as const;
