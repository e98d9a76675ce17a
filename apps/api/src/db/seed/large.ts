// The large seed (`pnpm db:seed:large`, docs/decisions/048-scale-seed-and-bench.md): the demo seed
// plus an academy ten years on, for measuring how each read grows with the data (bench/scale-bench.ts).
// Every bulk table is filled by `insert ... select from generate_series(...)` run inside the
// database: one statement per table, no rows crossing from Node, the same SQL on PostgreSQL and
// PGlite. Deterministic: the same factor gives the same rows (no random()).
//
// Distribution: lecture r (from 0) holds a share 1/(r+1) of the enrolments (a few lectures hold most
// students); lecture 0 has 150 lessons, the others 20-150. Each enrolment has watched the first
// 0-33 video lessons of its lecture (three stretches each; all but the last two completed), tried
// the quizzes and handed in the assignments on the way, and asked two questions, a third of them
// unanswered. Every enrolment has its paid order; the busiest lecture's students sat 24 monthly
// 日本語 mocks (four in five each). Large-seed accounts are `s<n>@scale.academy.test` (students) and
// `t<n>@scale.academy.test` (teachers), all with the password SCALE_PASSWORD.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../client.ts';
import type { Env } from '../../env.ts';
import { hashPassword } from '../../lib/auth/passwords.ts';
import { keepStatement } from '../../lib/enrolment-progress.ts';
import { createLogger } from '../../lib/logger.ts';
import { seedIfEmpty } from './index.ts';

/** The large seed's accounts' password (docs/configuration.md). */
export const SCALE_PASSWORD = 'scale1234';
/** Every large-seed account's email ends so; the demo seed's end in `@academy.test`. */
export const SCALE_DOMAIN = '@scale.academy.test';

export interface ScaleCounts {
  students: number;
  teachers: number;
  lectures: number;
  enrolments: number;
  chatMessages: number;
  notifications: number;
  nullAuthorReviews: number;
  notices: number;
  enrolmentRequests: number;
}

/** The sizes at a factor (1: the full academy; SCALE_FACTOR shrinks it for a quick look). */
export function scaleCounts(factor: number): ScaleCounts {
  const n = (full: number, least: number) => Math.max(least, Math.round(full * factor));
  return {
    students: n(20_000, 200),
    teachers: n(40, 4),
    lectures: n(200, 10),
    enrolments: n(60_000, 600),
    chatMessages: n(500_000, 1000),
    notifications: n(1_000_000, 2000),
    // 100,000 reviews in all: one from most enrolments (about 55,000 at factor 1), the rest
    // written by accounts since withdrawn (no author: the unique student-and-lecture rule
    // leaves them be)
    nullAuthorReviews: n(45_000, 100),
    // ten years of notices, whatever the factor: page 250 of 20 must exist
    notices: 5000,
    enrolmentRequests: n(2000, 20),
  };
}

const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신'];
const GIVEN = [
  '민준',
  '서연',
  '도윤',
  '하은',
  '지호',
  '서윤',
  '예준',
  '지우',
  '시우',
  '수아',
  '주원',
  '지민',
  '하준',
  '채원',
  '유진',
  '은서',
  '현우',
  '다은',
  '건우',
  '소율',
  '우진',
  '예린',
  '선우',
  '나연',
];
const SUBJECTS = ['일본어', '수학', '물리', '화학', '생물', '종합과목'];
const sqlArray = (words: string[]) => `(array[${words.map((w) => `'${w}'`).join(',')}])`;
/** A Korean name for the row numbered by `i` (SQL), varied by both digits. */
const nameOf = (i: string) =>
  `${sqlArray(FAMILY)}[1 + ((${i}) % ${FAMILY.length})] || ${sqlArray(GIVEN)}[1 + (((${i}) / ${FAMILY.length}) % ${GIVEN.length})]`;
const days = (expr: string) => `make_interval(days => (${expr})::int)`;

export interface ScaleStep {
  label: string;
  sql: string;
}

/**
 * The statements, in order. `passwordHash`: every large-seed account shares one argon2 hash of
 * SCALE_PASSWORD, computed once (20,000 hashes would take minutes and measure nothing).
 */
export function scaleSteps(factor: number, passwordHash: string): ScaleStep[] {
  const c = scaleCounts(factor);
  const hash = passwordHash.replaceAll("'", "''");
  return [
    {
      label: `${c.teachers} teachers`,
      sql: `insert into users (email, password_hash, name, role, teaching_subjects, created_at)
        select 't' || i || '${SCALE_DOMAIN}', '${hash}', ${nameOf('i + 7')}, 'TEACHER',
          jsonb_build_array(${sqlArray(SUBJECTS)}[1 + i % ${SUBJECTS.length}]),
          now() - ${days(`3650 - i * 30`)}
        from generate_series(0, ${c.teachers - 1}) i`,
    },
    {
      label: `${c.students} students`,
      sql: `insert into users (email, password_hash, name, role, student_contact, major_type, study_years, created_at)
        select 's' || i || '${SCALE_DOMAIN}', '${hash}', ${nameOf('i')}, 'STUDENT',
          '010-' || lpad(((i * 37) % 10000)::text, 4, '0') || '-' || lpad((i % 10000)::text, 4, '0'),
          case when i % 3 = 0 then 'LIBERAL' else 'SCIENCE' end, i % 5,
          now() - ${days(`(i * 3650) / ${c.students}`)}
        from generate_series(0, ${c.students - 1}) i`,
    },
    {
      label: 'numbering the accounts',
      sql: `create temp table scale_t as
          select (row_number() over (order by id) - 1)::int as idx, id from users
          where email like 't%${SCALE_DOMAIN}';
        create temp table scale_s as
          select (row_number() over (order by id) - 1)::int as idx, id from users
          where email like 's%${SCALE_DOMAIN}';
        create unique index on scale_s (idx);`,
    },
    {
      label: `${c.lectures} lectures`,
      sql: `insert into lectures (teacher_id, title, subtitle, description, price, period, category, course, status, created_at)
        select t.id,
          'EJU ' || ${sqlArray(SUBJECTS)}[1 + r % ${SUBJECTS.length}] || ' ' || (r + 1) || '기',
          '10년 차 강의 ' || (r + 1), '<p>강의 소개</p>', 100000 + (r % 10) * 20000,
          case when r % 3 = 0 then 0 else 180 end,
          ${sqlArray(SUBJECTS)}[1 + r % ${SUBJECTS.length}], 'EJU', 'PUBLISHED',
          now() - ${days(`3000 - r * 10`)}
        from generate_series(0, ${c.lectures - 1}) r join scale_t t on t.idx = r % ${c.teachers};
        create temp table scale_l as
          select rank, id,
            case when rank = 0 then 150 else 20 + (rank * 37) % 131 end as lessons,
            0 as enrolled
          from (select (row_number() over (order by id) - 1)::int as rank, id from lectures
            where teacher_id in (select id from scale_t)) x;
        update scale_l set enrolled = least(${c.students}, round(${c.enrolments} * (1.0 / (rank + 1))
          / (select sum(1.0 / (rank + 1)) from scale_l)))::int;`,
    },
    {
      label: 'chapters',
      sql: `insert into chapters (lecture_id, title, chapter_order)
        select l.id, n || '장', n from scale_l l, generate_series(1, (l.lessons + 9) / 10) n;
        create temp table scale_c as select lecture_id, id, chapter_order as ord from chapters
          where lecture_id in (select id from scale_l);`,
    },
    {
      label: 'lessons',
      sql: `insert into details (chapter_id, title, type, detail_order, live_starts_at, live_minutes, live_url)
        select ch.id, (k + 1) || '강',
          case when k % 10 = 9 then 'QUIZ' when k % 15 = 7 then 'OTHER' when k % 50 = 25 then 'LIVE'
            else 'VIDEO' end,
          k % 10,
          case when k % 50 = 25 and k % 10 <> 9 and k % 15 <> 7 then now() - ${days('400 - k')} end,
          case when k % 50 = 25 and k % 10 <> 9 and k % 15 <> 7 then 90 end,
          case when k % 50 = 25 and k % 10 <> 9 and k % 15 <> 7 then 'https://meet.example.com/live' end
        from scale_l l cross join generate_series(0, l.lessons - 1) k
        join scale_c ch on ch.lecture_id = l.id and ch.ord = k / 10 + 1;
        create temp table scale_d as
          select ch.lecture_id, d.id, d.type, (ch.ord - 1) * 10 + d.detail_order as k,
            (row_number() over (partition by ch.lecture_id, d.type order by ch.ord, d.detail_order))::int as nth
          from details d join scale_c ch on ch.id = d.chapter_id;
        create index on scale_d (lecture_id, type, nth);`,
    },
    {
      label: 'lesson contents and quizzes',
      sql: `insert into contents (detail_id, text, video_id, video_duration)
        select d.id, '<p>수업 자료</p>',
          case when d.type = 'VIDEO' then (select video_id from contents where video_id is not null limit 1) end,
          case when d.type = 'VIDEO' then 1200 end
        from scale_d d;
        insert into quizzes (detail_id, question, explanation, position)
          select d.id, '문제 ' || (q + 1), '해설', q from scale_d d, generate_series(0, 2) q
          where d.type = 'QUIZ';
        insert into quiz_options (quiz_id, option_text, is_correct, position)
          select qz.id, '보기 ' || (o + 1), o = 0, o
          from quizzes qz join scale_d d on d.id = qz.detail_id, generate_series(0, 3) o;`,
    },
    {
      label: `${c.enrolments} enrolments`,
      sql: `insert into enrolments (user_id, lecture_id, starts_at, ends_at, status, source, created_at)
        select s.id, l.id, now() - ${days('(i * 13) % 700 + 10')},
          case when i % 10 = 3 then now() - ${days('i % 30 + 1')}
            when i % 3 = 0 then null else now() + ${days('(i * 7) % 365 + 1')} end,
          case when i % 10 = 3 then 'ENDED' else 'ACTIVE' end, 'SEED',
          now() - ${days('(i * 13) % 700 + 10')}
        from scale_l l cross join generate_series(0, l.enrolled - 1) i
        join scale_s s on s.idx = (l.rank * 7919 + i) % ${c.students};
        create temp table scale_e as
          select (row_number() over (order by e.id))::int as rn, e.id, e.user_id, e.lecture_id,
            ((e.id::bigint * 2654435761) % 34)::int as watched,
            ((e.id::bigint * 40503) % 1000)::int as h
          from enrolments e join scale_l l on l.id = e.lecture_id;
        create unique index on scale_e (rn);`,
    },
    {
      label: 'watch records (three stretches each)',
      sql: `insert into watch_progress (user_id, detail_id, intervals, watched_ms, duration_ms, last_position_ms, position_at, created_at, updated_at)
        select e.user_id, d.id,
          case when d.nth <= e.watched - 2 then array[0, 500000, 510000, 1000000, 1010000, 1200000]
            else array[0, 200000, 300000, 500000, 600000, 700000] end,
          case when d.nth <= e.watched - 2 then 1180000 else 500000 end,
          1200000,
          case when d.nth <= e.watched - 2 then 1200000 else 700000 end,
          now() - ${days('e.h % 120')} - make_interval(hours => e.watched - d.nth),
          now() - ${days('e.h % 120')} - make_interval(hours => e.watched - d.nth),
          now() - ${days('e.h % 120')} - make_interval(hours => e.watched - d.nth)
        from scale_e e join scale_d d on d.lecture_id = e.lecture_id and d.type = 'VIDEO'
          and d.nth <= e.watched;`,
    },
    {
      label: 'completions',
      sql: `insert into lesson_completions (user_id, detail_id, reason, completed_at)
        select w.user_id, w.detail_id, 'WATCHED', w.updated_at
        from watch_progress w join scale_d d on d.id = w.detail_id
        where w.watched_ms = 1180000;`,
    },
    {
      label: 'quiz attempts and assignments',
      sql: `insert into quiz_attempts (user_id, detail_id, total_questions, correct_answers, score, answers, created_at)
        select e.user_id, d.id, 3, case when (e.h + d.nth) % 4 = 0 then 1 else 3 end,
          case when (e.h + d.nth) % 4 = 0 then 33 else 100 end, '[]'::jsonb,
          now() - ${days('e.h % 120')}
        from scale_e e join scale_d d on d.lecture_id = e.lecture_id and d.type = 'QUIZ'
          and d.nth * 8 <= e.watched;
        insert into lesson_completions (user_id, detail_id, reason, completed_at)
          select a.user_id, a.detail_id, 'QUIZ_PASSED', a.created_at
          from quiz_attempts a join scale_d d on d.id = a.detail_id where a.score = 100;
        insert into submissions (user_id, detail_id, review_url, submitted_at, feedback, is_completed, feedback_by, feedback_at)
          select e.user_id, d.id, 'https://blog.example.com/' || e.id || '/' || d.id,
            now() - ${days('e.h % 120 + 1')},
            case when (e.h + d.nth) % 3 <> 0 then '잘했어요' end,
            (e.h + d.nth) % 3 <> 0,
            case when (e.h + d.nth) % 3 <> 0 then l.teacher_id end,
            case when (e.h + d.nth) % 3 <> 0 then now() - ${days('e.h % 120')} end
          from scale_e e join lectures l on l.id = e.lecture_id
          join scale_d d on d.lecture_id = e.lecture_id and d.type = 'OTHER' and d.nth * 12 <= e.watched;`,
    },
    {
      label: 'questions and answers (two per enrolment, a third unanswered)',
      sql: `insert into questions (user_id, lecture_id, title, content, created_at, updated_at, waiting_since)
        select e.user_id, e.lecture_id, '질문 ' || e.id || '-' || j, '이 부분이 이해가 안 됩니다.',
          now() - ${days('(e.h * 7 + j * 31) % 3650')}, now() - ${days('(e.h * 7 + j * 31) % 3650')},
          now() - ${days('(e.h * 7 + j * 31) % 3650')}
        from scale_e e, generate_series(1, 2) j;
        insert into answers (question_id, teacher_id, content, created_at, updated_at)
          select q.id, l.teacher_id, '답변입니다.', q.created_at + interval '1 day', q.created_at + interval '1 day'
          from questions q join scale_l sl on sl.id = q.lecture_id join lectures l on l.id = q.lecture_id
          where q.id % 3 <> 0;
        update questions q set waiting_since = null
          from answers a where a.question_id = q.id and q.waiting_since is not null;`,
    },
    {
      label: 'reviews',
      sql: `insert into reviews (user_id, lecture_id, user_name, anonymous, rating, title, content, lecture_name, hidden, featured, created_at, updated_at)
        select e.user_id, e.lecture_id, u.name, e.h % 5 = 0, 5 - (e.h % 7) / 3,
          '수강 후기 ' || e.id, '설명이 자세하고 좋았습니다.', l.title, e.h % 50 = 0, false,
          now() - ${days('e.h * 3 % 3000')}, now() - ${days('e.h * 3 % 3000')}
        from scale_e e join users u on u.id = e.user_id join lectures l on l.id = e.lecture_id
        where e.h % 12 <> 0;
        insert into reviews (user_id, lecture_id, user_name, anonymous, rating, title, content, lecture_name, hidden, created_at, updated_at)
          select null, l.id, ${nameOf('i')}, i % 4 = 0, 5 - (i % 7) / 3, '예전 후기 ' || i,
            '오래전에 들은 강의입니다.', lt.title, false,
            now() - ${days('300 + i % 3300')}, now() - ${days('300 + i % 3300')}
          from generate_series(0, ${c.nullAuthorReviews - 1}) i
          join scale_l l on l.rank = (i * i) % (select count(*) from scale_l)
          join lectures lt on lt.id = l.id;`,
    },
    {
      label: `${c.notices} notices`,
      sql: `insert into notices (title, content, is_important, view_count, author_id, author_name, created_at, publish_at, updated_at)
        select '공지 ' || i, '<p>안내 드립니다.</p>', i % 400 = 0, i % 1000, a.id, a.name,
          now() - ${days(`(${c.notices} - i) * 3650 / ${c.notices} + 1`)},
          now() - ${days(`(${c.notices} - i) * 3650 / ${c.notices} + 1`)},
          now() - ${days(`(${c.notices} - i) * 3650 / ${c.notices} + 1`)}
        from generate_series(1, ${c.notices}) i,
          (select id, name from users where role = 'ADMIN' order by id limit 1) a;`,
    },
    {
      // every enrolment was bought (docs/product/commerce.md): a paid order with its course line
      label: `${c.enrolments} paid orders`,
      sql: `insert into orders (order_no, user_id, status, method, order_name, subtotal, total, paid_at, created_at, updated_at)
        select 'scale-' || e.id, e.user_id, 'PAID',
          (array['CARD','TRANSFER','VIRTUAL_ACCOUNT','BANK_DEPOSIT'])[1 + e.h % 4],
          l.title, l.price, l.price, x.starts_at, x.starts_at, x.starts_at
        from scale_e e join lectures l on l.id = e.lecture_id join enrolments x on x.id = e.id;
        insert into order_lines (order_id, lecture_id, teacher_id, kind, title, price, amount, period_days, status, enrolment_id, created_at, updated_at)
          select o.id, l.id, l.teacher_id, 'COURSE', l.title, l.price, l.price, l.period, 'PAID', e.id,
            o.created_at, o.created_at
          from scale_e e join orders o on o.order_no = 'scale-' || e.id
          join lectures l on l.id = e.lecture_id;
        insert into payments (order_id, provider, payment_key, method, status, amount, balance_amount, approved_at, created_at, updated_at)
          select o.id, 'local', 'scale_' || o.id, o.method, 'DONE', o.total, o.total, o.paid_at,
            o.created_at, o.created_at
          from orders o where o.order_no like 'scale-%' and o.method <> 'BANK_DEPOSIT';`,
    },
    {
      // a 日本語 mock every month for two years (a score's validity): the busiest lecture's students
      // sat four in five of them
      label: 'mock exams and their graded sittings',
      sql: `insert into mock_exams (title, subject, status, opens_at, closes_at, published_at, created_at, updated_at)
          select 'EJU 日本語 모의고사 ' || (m + 1) || '회', 'JAPANESE', 'PUBLISHED',
            now() - ${days('(24 - m) * 30')}, now() - ${days('(24 - m) * 30 - 7')},
            now() - ${days('(24 - m) * 30')}, now() - ${days('(24 - m) * 30')}, now() - ${days('(24 - m) * 30')}
          from generate_series(0, 23) m;
        create temp table scale_m as
          select (row_number() over (order by id) - 1)::int as m, id from mock_exams
          where title like 'EJU 日本語 모의고사 %회';
        insert into mock_sections (exam_id, position, kind, time_limit_seconds)
          select x.id, p, (array['WRITING','READING','LISTENING'])[p + 1], (array[1800,2400,3300])[p + 1]
          from scale_m x, generate_series(0, 2) p;
        insert into mock_targets (exam_id, lecture_id)
          select x.id, (select id from scale_l where rank = 0) from scale_m x;
        insert into mock_sittings (exam_id, user_id, state, started_at, submitted_at, submitted_by, graded_at, results_at)
          select x.id, e.user_id, 'GRADED', now() - ${days('(24 - x.m) * 30 - 1')},
            now() - ${days('(24 - x.m) * 30 - 1')}, 'STUDENT', now() - ${days('(24 - x.m) * 30 - 3')},
            now() - ${days('(24 - x.m) * 30 - 3')}
          from scale_m x join scale_e e on e.lecture_id = (select id from scale_l where rank = 0)
          where (e.h + x.m) % 5 <> 0;
        insert into mock_section_scores (sitting_id, section_id, raw, raw_max, scaled, writing_level, graded_at)
          select st.id, sec.id,
            case when sec.kind = 'WRITING' then 0 else (st.id * 7 + sec.position * 13) % 26 end,
            case when sec.kind = 'WRITING' then 0 else 25 end,
            case when sec.kind = 'WRITING' then (array[50,45,40,35,30,25,20,10,0])[1 + st.id % 9]
              else ((st.id * 7 + sec.position * 13) % 26) * 8 end,
            case when sec.kind = 'WRITING' then (array[50,45,40,35,30,25,20,10,0])[1 + st.id % 9] end,
            st.graded_at
          from mock_sittings st join scale_m x on x.id = st.exam_id
          join mock_sections sec on sec.exam_id = st.exam_id;`,
    },
    {
      label: `${c.chatMessages} chat messages`,
      sql: `insert into chat_messages (lesson_id, user_id, content, created_at)
        select d.id, e.user_id, '안녕하세요 ' || i, now() - make_interval(mins => ${c.chatMessages} - i)
        from generate_series(1, ${c.chatMessages}) i
        join scale_e e on e.rn = 1 + (i::bigint * 7919) % (select count(*) from scale_e)
        join scale_d d on d.lecture_id = e.lecture_id and d.type = 'VIDEO' and d.nth = 1 + i % 8;`,
    },
    {
      label: `${c.notifications} notifications`,
      sql: `insert into notifications (user_id, kind, text, link, read_at, created_at)
        select s.id, 'QUESTION_ANSWERED', '질문에 답변이 달렸습니다.',
          '{"app":"classroom","path":"/mypage/questions"}'::jsonb,
          case when i % 10 <> 0 then now() - make_interval(mins => i % 5000) end,
          now() - make_interval(mins => (i % 50) * 1440 + i % 1440)
        from generate_series(0, ${c.notifications - 1}) i
        join scale_s s on s.idx = (i::bigint * 7919) % ${c.students};`,
    },
    {
      label: 'study days and enrolment requests',
      sql: `insert into study_days (user_id, day)
        select e.user_id, (now() - ${days('e.h % 120 + j')})::date
        from scale_e e, generate_series(0, 4) j where e.watched > 0
        on conflict do nothing;
        insert into enrolment_requests (user_id, lecture_id, created_at, updated_at)
          select s.id, l.id, now() - make_interval(hours => i), now() - make_interval(hours => i)
          from generate_series(0, ${c.enrolmentRequests - 1}) i
          join scale_s s on s.idx = (i * 3 + 1) % ${c.students}
          join scale_l l on l.rank = (select count(*) from scale_l) - 1 - i % 5
          where not exists (select 1 from enrolments x where x.user_id = s.id and x.lecture_id = l.id)
        on conflict do nothing;`,
    },
    {
      // what every write keeps in step (lib/enrolment-progress.ts), counted here from the rows above
      label: 'enrolments: completed lessons and last activity',
      sql: `${new PgDialect().sqlToQuery(keepStatement({ uncounted: true })).sql};`,
    },
  ];
}

type Run = (statement: string) => Promise<unknown>;

const countOf = async (handle: DatabaseHandle, query: string) => {
  const result = await handle.db.execute<{ count: number }>(sql.raw(query));
  const rows = (result as unknown as { rows?: { count: number }[] }).rows ?? result;
  return Number((rows as { count: number }[])[0]?.count ?? 0);
};

/** Accounts the seeds did not make: someone uses this database (the large seed refuses). */
export const foreignUsers = (handle: DatabaseHandle) =>
  countOf(
    handle,
    `select count(*)::int as count from users
      where email not like '%@academy.test' and email not like '%${SCALE_DOMAIN}'`,
  );

export type LargeSeedResult =
  | { seeded: true; ms: number; steps: { label: string; ms: number }[] }
  | { seeded: false; reason: 'foreign-data' | 'already-large'; count: number };

/**
 * Seeds the demo (on an empty database) and then the large academy. Refuses a database holding
 * accounts neither seed made unless `force`; does nothing when the large seed is already there.
 * On PostgreSQL the bulk statements run on a connection of their own, without the API pool's
 * two-second query limit (one statement fills a million rows).
 */
export async function seedLarge(
  target: DatabaseTarget,
  env: Env,
  options: { factor?: number; force?: boolean; onStep?: (label: string, ms: number) => void } = {},
): Promise<LargeSeedResult> {
  const factor = options.factor ?? 1;
  const started = performance.now();
  const handle = await openDatabase(target);
  let direct: pg.Client | undefined;
  try {
    const foreign = await foreignUsers(handle);
    if (foreign > 0 && !options.force)
      return { seeded: false, reason: 'foreign-data', count: foreign };
    const already = await countOf(
      handle,
      `select count(*)::int as count from users where email like '%${SCALE_DOMAIN}'`,
    );
    if (already > 0) return { seeded: false, reason: 'already-large', count: already };
    await handle.exclusive(() => seedIfEmpty(handle, env, createLogger('silent')));
    let run: Run;
    if (target.kind === 'postgres') {
      direct = new pg.Client({ connectionString: target.url });
      await direct.connect();
      const client = direct;
      run = (statement) => client.query(statement);
    } else {
      run = (statement) => handle.db.execute(sql.raw(statement));
    }
    // one argon2 hash for every large-seed account (see scaleSteps)
    const passwordHash = await hashPassword(SCALE_PASSWORD);
    const steps: { label: string; ms: number }[] = [];
    // one transaction: a failed run leaves the database as it was
    await run('begin');
    for (const step of scaleSteps(factor, passwordHash)) {
      const at = performance.now();
      for (const statement of step.sql.split(/;\s*$/m)) {
        if (statement.trim()) await run(statement);
      }
      const ms = Math.round(performance.now() - at);
      steps.push({ label: step.label, ms });
      options.onStep?.(step.label, ms);
    }
    await run('commit');
    // the temporary tables end with the connection (PGlite: dropped here, it has only one)
    if (target.kind === 'pglite') {
      for (const table of [
        'scale_t',
        'scale_s',
        'scale_l',
        'scale_c',
        'scale_d',
        'scale_e',
        'scale_m',
      ])
        await run(`drop table if exists ${table}`);
    }
    // Outside the transaction (VACUUM cannot run in one): the planner's statistics, and the
    // visibility map and hint bits a database of years has, so the first reads neither rewrite
    // pages nor visit the table for an index-only scan, and autovacuum does not start during them.
    const at = performance.now();
    await run('vacuum (analyze)');
    const ms = Math.round(performance.now() - at);
    steps.push({ label: 'vacuum and statistics for the planner', ms });
    options.onStep?.('vacuum and statistics for the planner', ms);
    return { seeded: true, ms: Math.round(performance.now() - started), steps };
  } catch (error) {
    await (direct ? direct.query('rollback') : handle.db.execute(sql.raw('rollback'))).catch(
      () => {},
    );
    throw error;
  } finally {
    await direct?.end();
    await handle.close();
  }
}
