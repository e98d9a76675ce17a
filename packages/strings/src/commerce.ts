// Buying (docs/product/commerce.md): the cart, checkout, the gateway's answers, 무통장 입금 and the
// staff's deposit queue. Server messages, labels of the site's cart and checkout pages and the
// admin's deposit queue. Read through a namespace import (`import * as commerce`).
import { cartNav } from './cart-nav.ts';

export const validation = {
  itemsRequired: '구매할 항목을 선택하세요',
  itemsTooMany: (max: number) => `한 번에 최대 ${max}개까지 담을 수 있습니다`,
  itemDuplicate: '같은 항목이 두 번 있습니다',
  kindInvalid: '구매 항목의 종류가 올바르지 않습니다',
  methodInvalid: '결제 수단을 선택하세요',
  couponInvalid: '쿠폰 코드는 40자 이내로 입력하세요',
  paymentKeyRequired: '결제 정보가 없습니다. 다시 결제해 주세요',
  amountInvalid: '결제 금액이 올바르지 않습니다',
  recipientRequired: '받는 분 이름을 입력하세요',
  phoneInvalid: '연락처를 숫자와 - 로 입력하세요 (예: 010-1234-5678)',
  postcodeInvalid: '우편번호 5자리를 입력하세요',
  address1Required: '주소를 입력하세요',
  depositorRequired: '입금자명을 입력하세요',
} as const;

export const errors = {
  lectureNotFound: '강의를 찾을 수 없습니다.',
  notForSale: '판매 중인 강의가 아닙니다.',
  textbookNotSold: '이 강의의 교재는 온라인으로 판매하지 않습니다.',
  alreadyEnrolled: '이미 수강 중인 강의입니다. 수강 기간이 끝난 뒤 다시 구매할 수 있습니다.',
  shippingRequired: '교재를 받을 배송지(받는 분, 연락처, 우편번호, 주소)를 입력하세요.',
  depositorRequired: '무통장 입금은 입금자명을 입력해야 합니다.',
  couponNotFound: '존재하지 않는 쿠폰 코드입니다.',
  couponInactive: '사용이 중지된 쿠폰입니다.',
  couponNotStarted: '아직 사용 기간이 시작되지 않은 쿠폰입니다.',
  couponExpired: '사용 기간이 지난 쿠폰입니다.',
  couponMinAmount: (won: number) =>
    `이 쿠폰은 적용 대상 금액이 ${won.toLocaleString('ko-KR')}원 이상일 때 사용할 수 있습니다.`,
  couponNotForLectures: '이 쿠폰을 사용할 수 있는 강의가 주문에 없습니다.',
  couponUsedUp: '쿠폰이 모두 소진되었습니다.',
  couponUserLimit: '이미 사용한 쿠폰입니다. 한 사람이 사용할 수 있는 횟수를 넘었습니다.',
  orderNotFound: '주문을 찾을 수 없습니다.',
  amountMismatch: '결제 금액이 주문 금액과 다릅니다. 결제를 진행하지 않았습니다.',
  orderCancelled: '취소된 주문입니다. 다시 주문해 주세요.',
  orderNotPending: '결제를 기다리는 주문이 아닙니다.',
  orderAlreadyPaid: '이미 결제가 완료된 주문입니다.',
  notGatewayOrder: '무통장 입금 주문은 학원에서 입금을 확인합니다.',
  notBankDeposit: '무통장 입금을 기다리는 주문이 아닙니다.',
  paymentMismatch: '결제 정보가 주문과 일치하지 않습니다. 결제를 반영하지 않았습니다.',
  paymentDeclined: (message: string | number) => `결제가 승인되지 않았습니다: ${message}`,
  gatewayUnavailable: '결제사의 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.',
  paidAfterCancel: '주문이 이미 취소되어 결제를 취소했습니다. 다시 주문해 주세요.',
  webhookInvalid: '알림 형식이 올바르지 않습니다.',
  webhookUnknownPayment: '알 수 없는 결제에 대한 알림입니다.',
  webhookBadSecret: '알림의 검증 값이 올바르지 않습니다.',
  localOnly: '테스트 결제 모드에서만 사용할 수 있습니다.',
  notVirtualAccount: '입금을 기다리는 가상계좌 주문이 아닙니다.',
  notYourLectures: '담당 강의의 주문만 처리할 수 있습니다.',
} as const;

export const messages = {
  cart: '장바구니를 불러왔습니다.',
  cartSaved: '장바구니를 저장했습니다.',
  cartEmptied: '장바구니를 비웠습니다.',
  cartMerged: '장바구니를 합쳤습니다.',
  quoted: '결제 금액을 계산했습니다.',
  orderCreated: '주문을 만들었습니다. 결제를 진행해 주세요.',
  bankDepositCreated: '주문을 만들었습니다. 안내한 계좌로 입금해 주세요.',
  order: '주문을 불러왔습니다.',
  paid: '결제가 완료되었습니다.',
  waitingDeposit: '가상계좌가 발급되었습니다. 기한 안에 입금해 주세요.',
  cancelled: '주문을 취소했습니다.',
  depositConfirmed: '입금을 확인했습니다. 수강이 시작되었습니다.',
  depositOrders: '입금 대기 주문을 불러왔습니다.',
  webhook: '알림을 처리했습니다.',
} as const;

/** The gateway's orderName: the first line's title and how many more (at most 100 characters). */
export const orderName = (first: string | number, more: number) =>
  more > 0 ? `${first} 외 ${more}건` : `${first}`;

/** A COURSE line's and a TEXTBOOK line's label. */
export const lineKinds = { COURSE: '강의', TEXTBOOK: '교재' } as const;

export const methods = {
  CARD: '신용·체크카드',
  TRANSFER: '계좌이체',
  VIRTUAL_ACCOUNT: '가상계좌',
  BANK_DEPOSIT: '무통장 입금',
} as const;

export const statuses = {
  PENDING: '결제 대기',
  WAITING_DEPOSIT: '입금 대기',
  PAID: '결제 완료',
  CANCELLED: '취소',
  PARTIALLY_REFUNDED: '부분 환불',
  REFUNDED: '환불 완료',
} as const;

/** The student's notification when an order is paid (a lecture's enrolment starts). */
export const notification = {
  paid: (title: string | number) => `「${title}」 결제가 완료되어 수강이 시작되었습니다.`,
} as const;

/** The site's pages: the cart, checkout, the local test payment page and the results. */
export const site = {
  cartTitle: cartNav.title,
  cartEmpty: '장바구니가 비어 있습니다.',
  cartLoading: '장바구니를 불러오는 중',
  cartFailed: '장바구니를 불러오지 못했습니다.',
  remove: '삭제',
  removeLabel: (title: string | number) => `${title} 삭제`,
  toCheckout: '주문하기',
  buyNow: '바로 구매',
  addToCart: '장바구니',
  addedToCart: '장바구니에 담았습니다.',
  goToCart: '장바구니 보기',
  checkoutTitle: '주문/결제',
  items: '주문 상품',
  shipping: '교재 배송지',
  recipient: '받는 분',
  phone: '연락처',
  postcode: '우편번호',
  address1: '주소',
  address2: '상세 주소',
  coupon: '쿠폰 코드',
  applyCoupon: '적용',
  removeCoupon: '쿠폰 취소',
  couponApplied: (won: number) => `쿠폰 할인 ${won.toLocaleString('ko-KR')}원`,
  method: '결제 수단',
  depositor: '입금자명',
  subtotal: '상품 금액',
  discount: '할인',
  shippingFee: '배송비',
  freeShipping: (won: number) => `교재 ${won.toLocaleString('ko-KR')}원 이상 무료 배송`,
  total: '결제 금액',
  pay: '결제하기',
  paying: '결제를 준비하는 중',
  won: (won: number) => `${won.toLocaleString('ko-KR')}원`,
  loginToBuy: '로그인 후 구매할 수 있습니다.',
  loginFirst: '로그인하고 주문하기',
  studentsOnly: '학생 계정으로만 구매할 수 있습니다.',
  testPayTitle: '테스트 결제: 실제로 결제되지 않습니다',
  testPayNote: '결제사 대신 이 화면에서 결과를 고릅니다. 돈은 오가지 않습니다.',
  testCard: '카드 성공',
  testTransfer: '계좌이체 성공',
  testVirtualAccount: '가상계좌 발급',
  testDecline: '결제 거절',
  testClose: '창 닫기',
  testClosedMessage: '사용자가 결제를 취소했습니다.',
  confirming: '결제를 확인하는 중',
  successTitle: '결제 완료',
  toClassroom: '강의실로 가기',
  waitingTitle: '가상계좌 입금 대기',
  vaBank: '은행',
  vaAccount: '계좌번호',
  vaDue: '입금 기한',
  testDeposit: '테스트: 입금 처리',
  bankDepositTitle: '무통장 입금 안내',
  bankDepositNote: '아래 계좌로 입금하면 학원에서 확인한 뒤 수강이 시작됩니다.',
  failTitle: '결제 실패',
  backToCheckout: '주문서로 돌아가기',
  orderNo: '주문번호',
} as const;

/** The admin's deposit queue (무통장 입금 orders waiting for staff). */
export const admin = {
  empty: '입금을 기다리는 주문이 없습니다.',
  loading: '입금 대기 주문을 불러오는 중',
  failed: '입금 대기 주문을 불러오지 못했습니다.',
  orderedAt: '주문 일시',
  student: '학생',
  items: '주문 상품',
  depositor: '입금자명',
  total: '금액',
  confirm: '입금 확인',
  cancel: '주문 취소',
  confirmTitle: '입금을 확인할까요?',
  confirmBody: (name: string | number, won: number) =>
    `${name}님의 ${won.toLocaleString('ko-KR')}원 입금을 확인하고 수강을 시작합니다.`,
  cancelTitle: '주문을 취소할까요?',
  cancelBody: '취소한 주문은 되돌릴 수 없습니다. 학생은 다시 주문해야 합니다.',
  back: '돌아가기',
} as const;

/** 현금영수증's two kinds as the gateway names them (its `type`). */
export const cashReceiptTypes = {
  INCOME_DEDUCTION: '소득공제',
  EXPENSE_PROOF: '지출증빙',
} as const;

/** The local test gateway's answers, worded as the real gateway words them (lib/payments/local.ts). */
export const localGateway = {
  notFound: '존재하지 않는 결제 정보 입니다.',
  invalid: '잘못된 요청입니다.',
  alreadyProcessed: '이미 처리된 결제 입니다.',
  sessionExpired: '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
  declined: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
  notCancelable: '취소 할 수 없는 금액 입니다.',
  holder: '테스트',
} as const;
