// Refunds by the 학원법's rule, my page's orders and receipts, and 현금영수증
// (docs/product/refunds.md). Server messages, the quote's explanation, and the labels of my page
// and the admin's refund queue and 현금영수증 list. One export per area, read through a namespace
// import (`import * as refundStrings`).
export const validation = {
  reasonRequired: '환불 사유를 입력하세요',
  staffReasonRequired: '금액을 조정하거나 거절할 때는 사유를 입력하세요',
  amountInvalid: '환불 금액은 0원 이상의 정수로 입력하세요',
  kindRequired: '발급 용도를 선택하세요 (소득공제 또는 지출증빙)',
  phoneInvalid: '소득공제용 휴대폰 번호를 숫자 10~11자리로 입력하세요 (예: 01012345678)',
  businessNumberInvalid: '지출증빙용 사업자등록번호를 숫자 10자리로 입력하세요',
  statusInvalid: '환불 상태를 다시 선택하세요',
  orderNoInvalid: '주문번호가 올바르지 않습니다',
  bankRequired: '환불받을 은행을 선택하세요',
  accountNumberInvalid: '환불받을 계좌번호를 숫자 10~16자리로 입력하세요',
  holderRequired: '예금주 이름을 입력하세요',
  refundAccountRequired:
    '가상계좌로 결제한 주문은 환불받을 계좌(은행, 계좌번호, 예금주)를 입력해야 합니다',
} as const;

/**
 * Banks a 가상계좌 refund can go to, by the codes the gateway takes (docs/product/refunds.md).
 */
export const refundBanks = {
  '04': 'KB국민은행',
  '88': '신한은행',
  '20': '우리은행',
  '81': '하나은행',
  '11': 'NH농협은행',
  '03': 'IBK기업은행',
  '90': '카카오뱅크',
  '92': '토스뱅크',
  '89': '케이뱅크',
  '23': 'SC제일은행',
  '71': '우체국',
  '45': '새마을금고',
  '48': '신협',
  '07': '수협은행',
  '31': '아이엠뱅크',
  '32': '부산은행',
  '39': '경남은행',
  '34': '광주은행',
  '37': '전북은행',
  '35': '제주은행',
} as const;

/** The refund dialog's account fields (가상계좌 orders only). */
export const refundAccount = {
  legend: '환불받을 계좌',
  note: '가상계좌 결제는 결제사가 이 계좌로 환불금을 보냅니다.',
  bank: '은행',
  accountNumber: '계좌번호',
  holder: '예금주',
} as const;

export const errors = {
  lineNotFound: '주문 항목을 찾을 수 없습니다.',
  orderNotFound: '주문을 찾을 수 없습니다.',
  refundNotFound: '환불 요청을 찾을 수 없습니다.',
  notPaid: '결제가 완료된 주문 항목만 환불을 요청할 수 있습니다.',
  nothingLeft: '이미 전액 환불된 주문 항목입니다.',
  alreadyOpen: '이 주문 항목의 환불 요청이 이미 처리 중입니다.',
  alreadyDecided: '이미 처리된 환불 요청입니다.',
  inProgress: '이 환불을 다른 직원이 처리하고 있습니다. 잠시 후 다시 확인하세요.',
  aboveRefundable: (max: number) =>
    `환불 금액은 결제 금액에서 이미 환불된 금액을 뺀 ${max.toLocaleString('ko-KR')}원을 넘을 수 없습니다.`,
  adjustNeedsReason: (quoted: number) =>
    `산정된 환불액(${quoted.toLocaleString('ko-KR')}원)과 다른 금액으로 승인하려면 사유를 입력하세요.`,
  amountFixed: '이미 승인된 금액으로만 다시 처리할 수 있습니다.',
  transferRequired:
    '무통장 입금 주문은 결제사 취소가 없습니다. 환불금을 송금한 뒤 송금 완료로 표시하세요.',
  gatewayFailed: (message: string) =>
    `결제사 환불(취소)에 실패했습니다: ${message} 확인 후 다시 시도하세요.`,
  noPayment: '취소할 결제 정보를 찾을 수 없습니다.',
  notCashPayment: '현금영수증은 계좌이체, 가상계좌, 무통장 입금 결제에만 발급할 수 있습니다.',
  receiptNotPaid: '결제가 완료된 주문에만 현금영수증을 신청할 수 있습니다.',
  receiptExists: '이 주문의 현금영수증이 이미 신청되었거나 발급되었습니다.',
  receiptFailed: (message: string) =>
    `현금영수증 발급에 실패했습니다: ${message} 잠시 후 다시 신청하세요.`,
  nothingToReceipt: '현금영수증을 발급할 금액이 없습니다.',
} as const;

export const messages = {
  quote: '환불 예상 금액입니다.',
  requested: '환불 요청을 접수했습니다. 5일 이내에 처리됩니다.',
  queue: '환불 요청 목록입니다.',
  approved: '환불을 완료했습니다.',
  transferred: '송금 완료로 표시하고 환불을 마쳤습니다.',
  unchanged: '이미 완료된 환불입니다.',
  rejected: '환불 요청을 거절했습니다.',
  orders: '주문 내역입니다.',
  order: '주문 정보입니다.',
  receiptIssued: '현금영수증을 발급했습니다.',
  missingReceipts: '현금영수증 미발급 목록입니다.',
} as const;

/** The in-app notice to the student when staff decide. */
export const notify = {
  completed: (title: string, amount: number) =>
    `「${title}」 환불이 완료되었습니다 (${amount.toLocaleString('ko-KR')}원).`,
  rejected: (title: string) => `「${title}」 환불 요청이 거절되었습니다. 사유를 확인하세요.`,
} as const;

export const statusLabels = {
  REQUESTED: '접수',
  APPROVED: '승인(처리 중)',
  COMPLETED: '환불 완료',
  REJECTED: '거절',
  FAILED: '실패(재시도 필요)',
} as const;

export const orderStatusLabels = {
  PENDING: '결제 대기',
  WAITING_DEPOSIT: '입금 대기',
  PAID: '결제 완료',
  CANCELLED: '취소',
  PARTIALLY_REFUNDED: '부분 환불',
  REFUNDED: '환불 완료',
} as const;

export const lineStatusLabels = {
  PENDING: '결제 대기',
  PAID: '결제 완료',
  CANCELLED: '취소',
  REFUNDED: '환불됨',
} as const;

export const methodLabels = {
  CARD: '카드',
  TRANSFER: '계좌이체',
  VIRTUAL_ACCOUNT: '가상계좌',
  BANK_DEPOSIT: '무통장 입금',
} as const;

/** The gateway's own words for a 현금영수증's purpose (its API takes them as they are). */
export const gatewayReceiptTypes = {
  INCOME_DEDUCTION: '소득공제',
  EXPENSE_PROOF: '지출증빙',
} as const;

export const kindLabels = { COURSE: '강의', TEXTBOOK: '교재' } as const;

export const receiptKindLabels = {
  INCOME_DEDUCTION: '소득공제 (휴대폰 번호)',
  EXPENSE_PROOF: '지출증빙 (사업자등록번호)',
} as const;

export const receiptStatusLabels = {
  REQUESTED: '발급 중',
  ISSUED: '발급 완료',
  FAILED: '발급 실패',
  CANCELLED: '취소',
} as const;

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** The quote's basis, in words the student and staff read. */
export const basis = {
  steps: {
    BEFORE_START: '수강 시작 전: 결제 금액 전액',
    BEFORE_THIRD: '수강 기간 1/3 경과 전: 해당 기간 금액의 2/3',
    BEFORE_HALF: '수강 기간 1/2 경과 전: 해당 기간 금액의 1/2',
    AFTER_HALF: '수강 기간 1/2 경과 후: 해당 기간 금액은 반환되지 않음',
    ENDED: '수강 기간이 끝나 반환할 금액이 없음',
    NO_TERM: '수강 기간 제한이 없어 실제 수강한 부분으로만 산정',
    NOT_SHIPPED: '교재 발송 전: 교재 금액 전액',
    RETURN_WINDOW: '교재 발송 후 7일 이내: 포장을 뜯지 않은 채 반송하면 전액 (직원 확인)',
    RETURN_PASSED: '교재 발송 후 7일이 지나 반품할 수 없음',
  },
  term: (days: number) => `수강 기간 ${days}일`,
  month: (month: number, months: number) =>
    `${months}개월 중 ${month}번째 달: 그 달은 위 기준, 남은 달은 전액`,
  elapsed: (percent: number) => `기간 경과 ${percent}%`,
  studied: (percent: number) => `실제 수강 ${percent}% (영상은 본 시간, 그 밖의 차시는 완료 수)`,
  byTerm: (amount: number) => `기간 기준 반환액 ${won(amount)}`,
  byStudy: (amount: number) => `수강량 기준 반환액 ${won(amount)} (결제 금액 − 수강한 부분)`,
  chosen: '두 기준 중 큰 금액을 환불합니다 (학원법 시행령 별표4).',
  refunded: (amount: number) => `이미 환불된 금액 ${won(amount)}`,
  due: '요청일로부터 5일 이내에 환불됩니다.',
} as const;

/** My page's menu item, apart so the page's first visit carries only these words. */
export const mypageTab = '주문 내역';

/** My page's 주문 내역 tab, the refund dialog, the 현금영수증 form and the printable receipt. */
export const mypage = {
  heading: '주문 내역',
  empty: '주문 내역이 없습니다.',
  error: '주문 내역을 불러오지 못했습니다.',
  orderNo: '주문번호',
  orderedAt: '주문일',
  paidAt: '결제일',
  method: '결제 수단',
  total: '결제 금액',
  refunded: '환불된 금액',
  state: '상태',
  lineAmount: (amount: number) => won(amount),
  requestRefund: '환불 요청',
  refundState: (label: string) => `환불 ${label}`,
  dueAt: (date: string) => `처리 기한 ${date}`,
  receipt: '영수증 보기',
  cashReceipt: '현금영수증 신청',
  cashReceiptState: (label: string) => `현금영수증 ${label}`,
  dialogTitle: (title: string) => `「${title}」 환불 요청`,
  quoteLoading: '환불 금액을 계산하고 있습니다…',
  quoteError: '환불 금액을 계산하지 못했습니다.',
  requestError: '환불 요청을 보내지 못했습니다. 다시 시도하세요.',
  cashError: '현금영수증을 신청하지 못했습니다. 다시 시도하세요.',
  quoteAmount: (amount: number) => `환불 예상 금액 ${won(amount)}`,
  reason: '환불 사유',
  reasonPlaceholder: '예: 일정이 맞지 않아 수강을 포기합니다',
  confirm: (amount: number) =>
    `${won(amount)} 환불을 요청할까요? 승인되면 강의 수강이 종료되고 되돌릴 수 없습니다.`,
  submit: '환불 요청하기',
  cancel: '닫기',
  requestedNote: '접수된 요청은 직원이 확인한 뒤 처리합니다.',
  receiptTitle: '영수증',
  receiptPrint: '인쇄',
  receiptBack: '주문 내역으로',
  receiptBuyer: '구매자',
  receiptSeller: '판매자',
  receiptItems: '품목',
  receiptSubtotal: '상품 금액',
  receiptDiscount: '할인',
  receiptShipping: '배송비',
  receiptTotal: '합계',
  receiptCardSlip: '카드 전표 보기',
  receiptCash: (label: string, number: string) => `현금영수증 ${label} ${number}`,
  receiptNotFound: '주문을 찾을 수 없습니다.',
  cashKind: '발급 용도',
  cashNumber: '휴대폰 번호 또는 사업자등록번호',
  cashSubmit: '현금영수증 신청하기',
  cashOnlyFor: '현금 결제(계좌이체, 가상계좌, 무통장 입금) 주문에만 신청할 수 있습니다.',
} as const;

/** The admin's 환불 queue and 현금영수증 미발급 list. */
export const admin = {
  queueEmpty: '처리할 환불 요청이 없습니다.',
  queueError: '환불 요청을 불러오지 못했습니다.',
  decideError: '처리하지 못했습니다. 다시 시도하세요.',
  status: '상태',
  statusOpen: '처리 대기',
  dday: (days: number) =>
    days > 0
      ? `D-${days} (${days}일 남음)`
      : days === 0
        ? 'D-Day (오늘 마감)'
        : `D+${-days} (기한 지남)`,
  student: '학생',
  item: '항목',
  paid: '결제 금액',
  quoted: '산정액',
  approvedAmount: '승인 금액',
  studentReason: '학생 사유',
  staffReason: '처리 사유',
  lastError: '마지막 오류',
  basis: '산정 근거',
  approve: '승인',
  retry: '다시 시도',
  markTransferred: '송금 완료로 표시',
  transferNote: '무통장 입금 주문: 결제사 취소가 없습니다. 학생 계좌로 직접 송금한 뒤 표시하세요.',
  reject: '거절',
  amount: '환불 금액 (원)',
  amountHint: '산정액과 다르게 하려면 사유가 필요합니다.',
  reason: '사유',
  approveConfirm: (amount: number) =>
    `${won(amount)}을 환불할까요? 결제사에 취소가 요청되고 수강이 종료되며 되돌릴 수 없습니다.`,
  transferConfirm: (amount: number) =>
    `${won(amount)}을 송금했음을 확인합니다. 환불을 완료하고 수강을 종료할까요?`,
  rejectConfirm: '이 환불 요청을 거절할까요? 학생에게 사유가 전달됩니다.',
  cashEmpty: '발급이 필요한 현금영수증이 없습니다.',
  cashError: '목록을 불러오지 못했습니다.',
  cashNote: '10만 원 이상 현금 결제 후 5일이 지나도록 현금영수증이 발급되지 않은 주문입니다.',
  cashDays: (days: number) => `결제 후 ${days}일`,
  receiptState: '영수증 상태',
  none: '없음',
  menuRefunds: '환불',
  menuCashReceipts: '현금영수증',
} as const;

/** The quote's basis (the contract's RefundBasis) as the lines the dialog and the queue show. */
export function basisLines(quote: {
  kind: 'COURSE' | 'TEXTBOOK';
  step: keyof typeof basis.steps;
  termDays: number | null;
  month: number | null;
  months: number | null;
  elapsedPercent: number | null;
  studiedPercent: number | null;
  byTerm: number;
  byStudy: number;
  refunded: number;
}): string[] {
  const lines: string[] = [basis.steps[quote.step]];
  if (quote.kind === 'TEXTBOOK') return lines;
  if (quote.termDays !== null) lines.push(basis.term(quote.termDays));
  if (quote.month !== null && quote.months !== null)
    lines.push(basis.month(quote.month, quote.months));
  if (quote.elapsedPercent !== null && quote.step !== 'BEFORE_START')
    lines.push(basis.elapsed(quote.elapsedPercent));
  if (quote.studiedPercent !== null) lines.push(basis.studied(quote.studiedPercent));
  lines.push(basis.byTerm(quote.byTerm), basis.byStudy(quote.byStudy), basis.chosen);
  if (quote.refunded > 0) lines.push(basis.refunded(quote.refunded));
  return lines;
}
