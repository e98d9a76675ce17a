// 137 public notices (so every page size of 10, docs/decisions/018-staff-authoring.md, 50 and 100
// pages and ends on a short page) and one scheduled for next week,
// some marked important, written by the admin and the teachers, spread over about two years. A
// subject's notice is written by the teacher of that subject (else the admin); notices about
// enrolling give the academy's account to pay into (the same demo account as the payment setting).
import { notices } from '../schema/notices.ts';
import type { SeedContext } from './context.ts';
import { DEMO_ACCOUNT } from './settings.ts';

export const NOTICE_COUNT = 137;

/** The academy's demo bank account (not a real one), as the payment account setting seeds it. */
const DEMO_PAYMENT_ACCOUNT = `입금 계좌: ${DEMO_ACCOUNT.bank} ${DEMO_ACCOUNT.accountNumber} (예금주: ${DEMO_ACCOUNT.holder})`;

/** A notice's subject and the teaching subject (users.teaching_subjects) of who writes it. */
const subjects: [string, string][] = [
  ['EJU 수학 코스2', '이과 수학'],
  ['EJU 수학 코스1', '문과 수학'],
  ['물리', '물리'],
  ['화학', '화학'],
  ['일본어 독해', '일본어'],
  ['일본어 청해', '일본어'],
  ['종합과목', '종합과목'],
  ['지망이유서', '지망이유서'],
  ['소논문', '소논문'],
];
const schools = [
  '도쿄대학',
  '교토대학',
  '오사카대학',
  '와세다대학',
  '게이오대학',
  '도호쿠대학',
  '나고야대학',
  '규슈대학',
];

type Template = (n: {
  month: number;
  year: number;
  subject: string;
  school: string;
  week: number;
}) => {
  title: string;
  content: string;
};

const templates: Template[] = [
  ({ month, subject }) => ({
    title: `${month}월 ${subject} 정규반 개강 안내`,
    content: `${month}월 ${subject} 정규반이 첫째 주 월요일에 개강합니다.\n\n수업은 주 3회(월·수·금) 19:00~21:00에 진행되며, 교재는 첫 수업 시간에 배부합니다.\n수강 신청은 강의 구매 페이지에서 하시고, 아래 계좌로 수강료를 입금하시면 확인 후 승인됩니다.\n${DEMO_PAYMENT_ACCOUNT}`,
  }),
  ({ month, year }) => ({
    title: `${year}년 ${month}월 모의고사 일정 안내`,
    content: `${year}년 ${month}월 EJU 실전 모의고사를 실시합니다.\n\n- 일시: ${month}월 셋째 주 토요일 09:30\n- 과목: 일본어, 수학, 종합과목/이과\n- 장소: 본원 3층 대강의실 및 온라인 동시 진행\n\n성적표는 시험 후 일주일 안에 마이페이지에서 확인할 수 있습니다.`,
  }),
  ({ school, year }) => ({
    title: `${school} ${year + 1}년도 사비유학생 입시 요강 발표`,
    content: `${school}의 ${year + 1}년도 사비외국인유학생 입시 요강이 발표되었습니다.\n\n출원 기간과 EJU 과목 지정이 작년과 달라진 학부가 있으니 반드시 확인하시기 바랍니다.\n담당 선생님과의 개별 상담을 원하시는 분은 질문 게시판에 남겨 주세요.`,
  }),
  ({ month, week }) => ({
    title: `${month}월 ${week}주차 온라인 강의실 점검 안내`,
    content: `서비스 안정화를 위해 온라인 강의실 점검을 진행합니다.\n\n점검 시간: 토요일 02:00~05:00\n점검 중에는 강의 영상 재생과 과제 제출이 일시적으로 중단됩니다. 이용에 참고 부탁드립니다.`,
  }),
  ({ subject }) => ({
    title: `${subject} 보충 수업 개설 안내`,
    content: `${subject} 수업 진도를 따라가기 어려운 학생들을 위해 보충 수업을 개설합니다.\n\n매주 토요일 14:00~16:00, 선착순 15명까지 신청을 받습니다.\n신청은 담당 선생님께 질문 게시판으로 남겨 주세요.`,
  }),
  ({ month }) => ({
    title: `${month}월 휴원 및 상담 시간 안내`,
    content: `공휴일에는 휴원합니다. 평일 상담 시간은 09:00~22:00, 주말은 09:00~18:00입니다.\n\n휴원일에도 온라인 강의실은 정상적으로 이용할 수 있습니다.`,
  }),
  ({ school }) => ({
    title: `${school} 합격생 특강 안내`,
    content: `올해 ${school}에 합격한 선배가 직접 입시 준비 과정과 면접 경험을 들려드립니다.\n\n특강은 온라인으로 진행되며, 질문은 특강 전날까지 받습니다.`,
  }),
  ({ subject, month }) => ({
    title: `${subject} 교재 개정판 배부 안내 (${month}월)`,
    content: `${subject} 교재가 최신 출제 경향을 반영하여 개정되었습니다.\n\n기존 수강생은 데스크에서 개정판을 무료로 교환할 수 있습니다. 온라인 수강생은 학습 자료 카드에서 PDF를 내려받으세요.`,
  }),
  ({ month }) => ({
    title: `${month}월 지망이유서 첨삭 신청 접수`,
    content: `지망이유서 1:1 첨삭 신청을 받습니다.\n\n초안을 과제 제출 탭에 링크로 올려 주시면 담당 선생님이 일주일 안에 피드백을 드립니다.`,
  }),
  ({ week }) => ({
    title: `과제 제출 마감 안내 (${week}주차)`,
    content: `이번 주 과제는 일요일 23:59까지 제출해 주세요.\n\n제출한 링크는 선생님의 피드백 전까지 확인 중 상태로 표시되며, 통과하지 못한 과제는 다시 제출할 수 있습니다.`,
  }),
];

/** Who writes each template's notice: its subject's teacher (index -> subject, or the notice's). */
const WRITER: Record<number, 'subject' | string> = {
  0: 'subject',
  4: 'subject',
  7: 'subject',
  8: '지망이유서',
};

const important = [
  {
    title: '[필독] 온라인 강의실 이용 안내',
    content:
      '온라인 강의실은 로그인 후 상단의 강의실 입장 버튼으로 들어갈 수 있습니다.\n\n강의 영상, 학습 자료, 과제 제출, 질문하기를 한곳에서 이용하세요. 문의는 평일 09:00~22:00에 받습니다.',
  },
  {
    title: '[중요] EJU 출원 일정 및 준비물 안내',
    content:
      'EJU 출원 기간을 놓치지 않도록 일정을 꼭 확인하세요.\n\n출원에는 여권 사본, 증명사진(3x4cm), 응시료가 필요합니다. 출원 방법은 상담 데스크에서 안내해 드립니다.',
  },
  {
    title: '[중요] 개인정보 처리방침 개정 안내',
    content:
      '개인정보 처리방침이 개정되었습니다.\n\n주요 변경 사항: 보관 기간 명시, 위탁 업체 목록 갱신. 자세한 내용은 홈페이지 하단의 개인정보 처리방침에서 확인하실 수 있습니다.',
  },
  {
    title: '[필독] 수강료 입금 계좌 안내',
    content: `수강 신청 후 아래 계좌로 수강료를 입금해 주세요. 입금자명은 수강생 이름으로 해 주시면 확인이 빠릅니다.\n\n${DEMO_PAYMENT_ACCOUNT}\n\n입금이 확인되면 영업일 기준 1일 안에 수강이 승인되고, 강의실에서 바로 수강할 수 있습니다.`,
  },
  {
    title: '[필독] 수강료 환불 규정 안내',
    content:
      '수강 시작 전에는 전액, 수강 기간의 1/3 경과 전에는 2/3, 1/2 경과 전에는 1/2을 환불합니다.\n\n환불 신청은 상담 데스크 또는 질문 게시판으로 접수해 주세요.',
  },
  {
    title: '[중요] 비밀번호 재설정 및 계정 보안 안내',
    content:
      '다른 사이트와 같은 비밀번호를 쓰지 마시고, 8자 이상의 비밀번호를 사용해 주세요.\n\n학원은 전화나 메시지로 비밀번호를 묻지 않습니다.',
  },
  {
    title: '[필독] 질문 게시판 이용 규칙',
    content:
      '질문은 강의별로 남겨 주세요. 답변이 달리기 전까지는 질문을 수정하거나 삭제할 수 있습니다.\n\n답변은 보통 2일 안에 담당 선생님이 드립니다.',
  },
  {
    title: '[중요] 겨울 학기 시간표 확정 안내',
    content:
      '겨울 학기 시간표가 확정되었습니다.\n\n반 배정 결과는 마이페이지에서 확인할 수 있으며, 변경을 원하시면 개강 일주일 전까지 신청해 주세요.',
  },
];

export async function seedNotices(ctx: SeedContext) {
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const rows: (typeof notices.$inferInsert)[] = [];
  const regular = NOTICE_COUNT - important.length;
  for (let i = 0; i < regular; i += 1) {
    // Oldest first, about five days apart, ending yesterday.
    const createdAt = new Date(now - (regular - i) * 5 * day - (i % 7) * 3_600_000);
    const [subject, teaching] = subjects[i % subjects.length]!;
    const template = i % templates.length;
    const fill = templates[template]!({
      month: createdAt.getMonth() + 1,
      year: createdAt.getFullYear(),
      subject,
      school: schools[i % schools.length]!,
      week: (i % 4) + 1,
    });
    // a subject's notice by its teacher; the academy's own by the admin
    const writer = WRITER[template] === 'subject' ? teaching : WRITER[template];
    const author =
      (writer
        ? ctx.users.teachers.find((teacher) => teacher.subjects?.includes(writer))
        : undefined) ?? ctx.users.admin;
    rows.push({
      ...fill,
      isImportant: false,
      authorId: author.id,
      authorName: author.name,
      viewCount: 20 + ((i * 37) % 480),
      createdAt,
      publishAt: createdAt,
    });
  }
  for (const [index, notice] of important.entries()) {
    rows.push({
      ...notice,
      isImportant: true,
      authorId: ctx.users.admin.id,
      authorName: ctx.users.admin.name,
      viewCount: 500 + index * 131,
      createdAt: new Date(now - (index * 40 + 3) * day),
      publishAt: new Date(now - (index * 40 + 3) * day),
    });
  }
  // One notice scheduled for next week (staff see it; the public list does not yet)
  // (docs/decisions/018-staff-authoring.md).
  rows.push({
    title: '다음 달 모의고사 접수 안내 (예약)',
    content:
      '<h2>접수 일정</h2><p>다음 달 EJU 모의고사 접수가 시작됩니다.</p><ul><li>접수: 온라인</li><li>응시료: 무료</li></ul>',
    isImportant: false,
    authorId: ctx.users.admin.id,
    authorName: ctx.users.admin.name,
    viewCount: 0,
    createdAt: new Date(now),
    publishAt: new Date(now + 7 * day),
  });
  await ctx.db.insert(notices).values(rows);
}
