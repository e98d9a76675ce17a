// Demo accounts (README.md) and more students and teachers, in Korean and realistic.
// Teacher photos are generated with sharp and stored like an upload.
import sharp from 'sharp';
import type { EjuScores, GoalUniversity } from '../schema/users.ts';
import { guardianLinks } from '../schema/guardians.ts';
import { users } from '../schema/users.ts';
import { hashPassword } from '../../lib/auth/passwords.ts';
import { encryptField } from '../../lib/field-encryption.ts';
import type { SeedBase, SeedContext, SeedUser } from './context.ts';
import { TEACHING_SUBJECTS } from '@academy/api-client/contract';

export const DEMO_ACCOUNTS = {
  student: { email: 'student@academy.test', password: 'student1234', role: 'STUDENT' },
  teacher: { email: 'teacher@academy.test', password: 'teacher1234', role: 'TEACHER' },
  admin: { email: 'admin@academy.test', password: 'admin1234', role: 'ADMIN' },
  /** the demo student's guardian (docs/product/parents.md) */
  parent: { email: 'parent@academy.test', password: 'parent1234', role: 'PARENT' },
} as const;

interface StudentSeed {
  email: string;
  name: string;
  studentContact: string;
  parentContact: string;
  address: string;
  majorType: '문과' | '이과';
  goalUniversities: GoalUniversity[];
  studyYears: number;
  ejuScores: EjuScores;
  note: string | null;
}

const STUDENTS: StudentSeed[] = [
  {
    email: DEMO_ACCOUNTS.student.email,
    name: '김하늘',
    studentContact: '010-2345-6789',
    parentContact: '010-9876-5432',
    address: '서울특별시 강남구 테헤란로 123 아카데미빌 502호',
    majorType: '이과',
    goalUniversities: [
      { school: '도쿄대학', major: '이과 1류' },
      { school: '교토대학', major: '공학부 정보학과' },
      { school: '오사카대학', major: '기초공학부' },
    ],
    studyYears: 1,
    ejuScores: {
      listening: 42,
      reading: 45,
      totalListenRead: 87,
      science: 91,
      subject1: '물리',
      score1: 48,
      subject2: '화학',
      score2: 43,
    },
    note: '물리 심화반 수강을 희망합니다. 주말 오전 수업이 편합니다.',
  },
  {
    email: 'seojun.lee@academy.test',
    name: '이서준',
    studentContact: '010-3456-7890',
    parentContact: '010-8765-1234',
    address: '경기도 성남시 분당구 정자일로 45 302동 1101호',
    majorType: '문과',
    goalUniversities: [
      { school: '와세다대학', major: '정치경제학부' },
      { school: '게이오대학', major: '경제학부' },
    ],
    studyYears: 2,
    ejuScores: {
      listening: 38,
      reading: 40,
      totalListenRead: 78,
      science: 0,
      subject1: '종합과목',
      score1: 82,
      subject2: null,
      score2: null,
    },
    note: null,
  },
  {
    email: 'jiho.park@academy.test',
    name: '박지호',
    studentContact: '010-4567-8901',
    parentContact: '010-7654-3210',
    address: '부산광역시 해운대구 센텀중앙로 79 1203호',
    majorType: '이과',
    goalUniversities: [{ school: '도호쿠대학', major: '공학부 기계지능계' }],
    studyYears: 0,
    ejuScores: {
      listening: 30,
      reading: 33,
      totalListenRead: 63,
      science: 72,
      subject1: null,
      score1: null,
      subject2: null,
      score2: null,
    },
    note: '일본어 기초부터 시작합니다.',
  },
  {
    email: 'yuna.choi@academy.test',
    name: '최유나',
    studentContact: '010-5678-9012',
    parentContact: '010-6543-2109',
    address: '대구광역시 수성구 달구벌대로 2450 805호',
    majorType: '문과',
    goalUniversities: [
      { school: '히토쓰바시대학', major: '상학부' },
      { school: '쓰쿠바대학', major: '사회국제학군' },
      { school: '메이지대학', major: '국제일본학부' },
    ],
    studyYears: 3,
    ejuScores: {
      listening: 47,
      reading: 48,
      totalListenRead: 95,
      science: 0,
      subject1: '종합과목',
      score1: 89,
      subject2: null,
      score2: null,
    },
    note: '지망이유서 첨삭을 받고 싶습니다.',
  },
  {
    email: 'minseo.jung@academy.test',
    name: '정민서',
    studentContact: '010-6789-0123',
    parentContact: '010-5432-1098',
    address: '인천광역시 연수구 송도과학로 32 1502호',
    majorType: '이과',
    goalUniversities: [
      { school: '나고야대학', major: '이학부' },
      { school: '규슈대학', major: '약학부' },
    ],
    studyYears: 1,
    ejuScores: {
      listening: 40,
      reading: 39,
      totalListenRead: 79,
      science: 84,
      subject1: '화학',
      score1: 46,
      subject2: '생물',
      score2: 41,
    },
    note: null,
  },
  {
    email: 'dohyun.kang@academy.test',
    name: '강도현',
    studentContact: '010-7890-1234',
    parentContact: '010-4321-0987',
    address: '광주광역시 서구 상무중앙로 61 703호',
    majorType: '이과',
    goalUniversities: [{ school: '도쿄공업대학', major: '정보이공학원' }],
    studyYears: 4,
    ejuScores: {
      listening: 44,
      reading: 41,
      totalListenRead: 85,
      science: 88,
      subject1: '물리',
      score1: 47,
      subject2: '화학',
      score2: 41,
    },
    note: '재수생입니다. 수학 심화 과정이 필요합니다.',
  },
];

interface TeacherSeed {
  email: string;
  name: string;
  subjects: string[];
  /** the home page's instructors carousel shows it */
  introduction: string;
  colour: [string, string];
  bankName: string;
  accountNumber: string;
  businessNumber: string;
}

const TEACHERS: TeacherSeed[] = [
  {
    email: DEMO_ACCOUNTS.teacher.email,
    name: '박서연',
    introduction:
      'EJU 물리·이과 수학 10년 차. 개념을 그림으로 풀어 설명하고, 기출 유형별로 시간 안에 푸는 법을 훈련합니다.',
    subjects: ['물리', '이과 수학'],
    colour: ['#4263eb', '#91a7ff'],
    bankName: '국민은행',
    accountNumber: '123456-01-234567',
    businessNumber: '214-86-12345',
  },
  {
    email: 'doyoon.lee@academy.test',
    name: '이도윤',
    introduction:
      '화학 반응을 외우지 않고 이해하도록 돕습니다. 매주 실전 모의고사로 약점을 함께 점검합니다.',
    subjects: ['화학'],
    colour: ['#0ca678', '#63e6be'],
    bankName: '신한은행',
    accountNumber: '110-234-567890',
    businessNumber: '120-81-54321',
  },
  {
    email: 'jiwoo.choi@academy.test',
    name: '최지우',
    introduction:
      '문과 수학과 종합과목, 소논문을 지도합니다. 시사를 논리적으로 정리해 쓰는 습관을 만들어 일본 대학 2차 시험까지 대비합니다.',
    subjects: ['문과 수학', '종합과목', '소논문'],
    colour: ['#f76707', '#ffc078'],
    bankName: '우리은행',
    accountNumber: '1002-345-678901',
    businessNumber: '105-87-67890',
  },
  {
    email: 'haeun.jung@academy.test',
    name: '정하은',
    introduction:
      '지망이유서와 면접을 전담합니다. 학생의 경험에서 설득력 있는 이야기를 찾아 함께 다듬습니다.',
    subjects: ['지망이유서', '기타'],
    colour: ['#ae3ec9', '#e599f7'],
    bankName: '하나은행',
    accountNumber: '356-910234-56707',
    businessNumber: '211-88-24680',
  },
  {
    email: 'yuki.sato@academy.test',
    name: '사토 유키',
    introduction:
      '도쿄 출신 일본어 강사입니다. EJU 독해·청독해·기술을 기출 패턴으로 훈련하고, 시간 안에 읽어 내는 습관을 만듭니다.',
    subjects: ['일본어'],
    colour: ['#1c7ed6', '#74c0fc'],
    bankName: '카카오뱅크',
    accountNumber: '3333-01-2345678',
    businessNumber: '314-86-97531',
  },
];

/** A simple portrait (head and shoulders on a gradient), no text: no font is needed. */
export function portraitPng([from, to]: [string, string], size = 320) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100" height="100" fill="url(#g)"/>
  <circle cx="50" cy="40" r="17" fill="#fff" fill-opacity="0.92"/>
  <path d="M18 100 C18 74 34 62 50 62 C66 62 82 74 82 100 Z" fill="#fff" fill-opacity="0.92"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedUsers(base: SeedBase): Promise<SeedContext['users']> {
  const { db, env, files } = base;
  // argon2 is slow on purpose: each distinct password is hashed once.
  const [studentHash, teacherHash, adminHash, parentHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.student.password),
    hashPassword(DEMO_ACCOUNTS.teacher.password),
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.parent.password),
  ]);

  const toSeedUser = (row: typeof users.$inferSelect): SeedUser => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    image: row.image,
  });

  const students: SeedUser[] = [];
  for (const student of STUDENTS) {
    const [row] = await db
      .insert(users)
      .values({ ...student, passwordHash: studentHash, role: 'STUDENT' })
      .returning();
    students.push(toSeedUser(row!));
  }

  const teachers: SeedUser[] = [];
  for (const [index, teacher] of TEACHERS.entries()) {
    const png = await portraitPng(teacher.colour);
    const photo = await files.storeImage(
      new File([new Uint8Array(png)], `teacher-${index + 1}.png`, { type: 'image/png' }),
      { maxWidth: 640, maxHeight: 640 },
    );
    const [row] = await db
      .insert(users)
      .values({
        email: teacher.email,
        name: teacher.name,
        passwordHash: teacherHash,
        role: 'TEACHER',
        image: photo.url,
        // The profile keeps the instructor form's seven subjects; a subject outside them (일본어,
        // 종합과목: lectures the seed matches by subject) is recorded as 기타.
        teachingSubjects: [
          ...new Set(
            teacher.subjects.map((subject) =>
              (TEACHING_SUBJECTS as readonly string[]).includes(subject) ? subject : '기타',
            ),
          ),
        ],
        introduction: teacher.introduction,
        bankName: teacher.bankName,
        accountHolder: teacher.name,
        accountNumberEncrypted: encryptField(
          env.DATA_ENCRYPTION_KEY,
          'account_number',
          teacher.accountNumber,
        ),
        businessNumberEncrypted: encryptField(
          env.DATA_ENCRYPTION_KEY,
          'business_number',
          teacher.businessNumber,
        ),
      })
      .returning();
    teachers.push({ ...toSeedUser(row!), subjects: teacher.subjects });
  }

  const [admin] = await db
    .insert(users)
    .values({
      email: DEMO_ACCOUNTS.admin.email,
      name: '한지민',
      passwordHash: adminHash,
      role: 'ADMIN',
    })
    .returning();

  // The demo student's mother follows her, linked by the academy.
  const [parent] = await db
    .insert(users)
    .values({
      email: DEMO_ACCOUNTS.parent.email,
      name: '김미숙',
      passwordHash: parentHash,
      role: 'PARENT',
    })
    .returning();
  await db
    .insert(guardianLinks)
    .values({ studentId: students[0]!.id, guardianId: parent!.id, linkedBy: admin!.id });

  return {
    student: students[0]!,
    teacher: teachers[0]!,
    admin: toSeedUser(admin!),
    parent: toSeedUser(parent!),
    students,
    teachers,
  };
}
