// `pnpm --filter @academy/api bench:report` (docs/performance.md: weekly report): the weekly
// report's job for REPORT_STUDENTS students (default 10,000), each with a guardian, on a
// throw-away PostgreSQL database filled by generate_series: two enrolments per student in
// lectures of 20 lessons, a week of watch days, study days, completions, quiz attempts, a
// submission and a question each. Prints the run's time, the messages written, the rows per
// batch and the process's peak RSS (the job runs in this process), then runs it again to show
// that a rerun writes nothing.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { startJobQueue, stopJobQueue } from '../src/lib/jobs/job-queue.ts';
import { runWeeklyReport } from '../src/lib/jobs/weekly-report.ts';
import { OUTBOX_QUEUES } from '../src/lib/outbox/worker.ts';
import { seoulWeek } from '../src/lib/seoul-time.ts';
import { freshPostgres, postgresUrl } from './servers.ts';

const STUDENTS = Number(process.env.REPORT_STUDENTS ?? 10_000);
const LECTURES = 8;
const LESSONS = 20;
const week = seoulWeek('2026-11-16');

/** The data: every count scales with STUDENTS; ids are taken from the rows written. */
const setup = (n: number) =>
  `
insert into users (email, password_hash, name, role)
  select 'teacher@bench.test', 'x', '강사', 'TEACHER';
insert into lectures (teacher_id, title, price)
  select (select id from users where email = 'teacher@bench.test'), '강의 ' || g, 1000
  from generate_series(1, ${LECTURES}) g;
insert into chapters (lecture_id, title) select id, '1장' from lectures;
insert into details (chapter_id, title, type, detail_order)
  select c.id, '차시 ' || g,
    case when g % 5 = 0 then 'QUIZ' when g % 7 = 0 then 'OTHER' else 'VIDEO' end, g
  from chapters c, generate_series(1, ${LESSONS}) g;
insert into users (email, password_hash, name, role, student_contact)
  select 's' || g || '@bench.test', 'x', '학생' || g, 'STUDENT', null from generate_series(1, ${n}) g;
insert into users (email, password_hash, name, role, student_contact)
  select 'p' || g || '@bench.test', 'x', '보호자' || g, 'STUDENT',
    case when g % 3 = 0 then '010-0000-' || lpad((g % 10000)::text, 4, '0') end
  from generate_series(1, ${n}) g;
create temporary table bench_students as
  select id, row_number() over (order by id) as n from users where email like 's%@bench.test';
insert into guardian_links (student_id, guardian_id)
  select s.id, p.id from bench_students s join users p on p.email = 'p' || s.n || '@bench.test';
create temporary table bench_lectures as
  select id, row_number() over (order by id) - 1 as n from lectures;
insert into enrolments (user_id, lecture_id, starts_at)
  select s.id, l.id, '2026-11-01'::timestamptz from bench_students s
  join bench_lectures l on l.n in (s.n % ${LECTURES}, (s.n + 1) % ${LECTURES});
insert into watch_days (user_id, lecture_id, day, watched_ms)
  select e.user_id, e.lecture_id, d::date, 600000 + (e.user_id % 7) * 60000
  from enrolments e, generate_series('2026-11-16'::date, '2026-11-20'::date, '2 days') d;
insert into study_days (user_id, day)
  select s.id, d::date from bench_students s, generate_series('2026-11-16'::date, '2026-11-20'::date, '2 days') d;
insert into lesson_completions (user_id, detail_id, reason, completed_at)
  select e.user_id, d.id, 'WATCHED', '2026-11-17T03:00:00Z'::timestamptz
  from enrolments e join chapters c on c.lecture_id = e.lecture_id
  join details d on d.chapter_id = c.id and d.type = 'VIDEO' and d.detail_order <= 6;
insert into quiz_attempts (user_id, detail_id, total_questions, correct_answers, score, answers, created_at)
  select e.user_id, d.id, 5, 3, 60 + (e.user_id % 5) * 8, '[]', '2026-11-18T03:00:00Z'::timestamptz
  from enrolments e join chapters c on c.lecture_id = e.lecture_id
  join details d on d.chapter_id = c.id and d.type = 'QUIZ' and d.detail_order = 5;
insert into submissions (user_id, detail_id, review_url, submitted_at)
  select e.user_id, d.id, 'https://x.test', '2026-11-19T03:00:00Z'::timestamptz
  from enrolments e join chapters c on c.lecture_id = e.lecture_id
  join details d on d.chapter_id = c.id and d.type = 'OTHER' and d.detail_order = 7;
insert into questions (user_id, lecture_id, title, content, created_at)
  select s.id, l.id, '질문', '내용', '2026-11-19T05:00:00Z'::timestamptz
  from bench_students s join bench_lectures l on l.n = s.n % ${LECTURES};
analyze;
`;

async function main() {
  const serverUrl = await postgresUrl();
  if (!serverUrl) throw new Error('bench:report needs PostgreSQL (DATABASE_URL or 127.0.0.1:5432)');
  await freshPostgres(
    serverUrl,
    async (url) => {
      const database = await openDatabase({ kind: 'postgres', url });
      // each message's job goes on the queue with its row (nothing is sent: no worker here)
      const jobs = await startJobQueue(database, { supervise: false, queues: OUTBOX_QUEUES });
      try {
        const seeded = Date.now();
        // its own connection: the app's pool stops a query after 2 s, and the setup takes longer
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(setup(STUDENTS));
        await client.end();
        console.log(`setup: ${STUDENTS} students and guardians in ${Date.now() - seeded} ms`);
        let peak = process.memoryUsage().rss;
        const sampler = setInterval(() => {
          peak = Math.max(peak, process.memoryUsage().rss);
        }, 50);
        const before = process.memoryUsage().rss;
        const started = performance.now();
        const first = await runWeeklyReport(database.db, {
          week,
          classroomUrl: 'http://classroom.test',
        });
        const seconds = (performance.now() - started) / 1000;
        clearInterval(sampler);
        peak = Math.max(peak, process.memoryUsage().rss);
        console.log(
          `weekly report: ${first?.students ?? 0} students in ${first?.batches ?? 0} batches, ` +
            `${first?.messages ?? 0} messages written in ${seconds.toFixed(1)} s ` +
            `(${Math.round((first?.messages ?? 0) / seconds)} messages/s)`,
        );
        console.log(
          `RSS: ${(before / 2 ** 20).toFixed(0)} MB before, peak ${(peak / 2 ** 20).toFixed(0)} MB ` +
            `(process max RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB)`,
        );
        await database.db.execute(sql`delete from report_runs`);
        const rerunStarted = performance.now();
        const rerun = await runWeeklyReport(database.db, {
          week,
          classroomUrl: 'http://classroom.test',
        });
        console.log(
          `rerun (run record removed): ${rerun?.messages ?? 0} messages written in ` +
            `${((performance.now() - rerunStarted) / 1000).toFixed(1)} s`,
        );
      } finally {
        await stopJobQueue(jobs);
        await database.close();
      }
    },
    'academy_report_bench',
  );
}

await main();
