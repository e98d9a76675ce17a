// The weekly report (docs/product/reports.md: weekly report): to the student and each linked
// guardian, informational. Email with the week's figures and each lecture's progress; 알림톡 and
// SMS a short line with the link to the overview page.
import { weeklyReport as w } from '@academy/strings/messages-report';
import { letter } from '../email-html.ts';
import { defineTemplate } from '../template.ts';

type WeeklyReportVariables = {
  studentName: string;
  /** the week as people read it: `11월 16일 ~ 11월 22일` */
  week: string;
  studyDays: number;
  watchedMinutes: number;
  lessonsCompleted: number;
  /** the week's quiz results as one line (empty: none) */
  quizzes: string;
  outstanding: number;
  /** one lecture a line: `title: 40% (12일 남음)` (empty: none) */
  lectures: string;
  /** the overview page of that week */
  link: string;
};

const lines = (v: WeeklyReportVariables) => [
  w.week(v.week),
  w.studyDays(v.studyDays),
  w.watched(v.watchedMinutes),
  w.lessons(v.lessonsCompleted),
  w.quizzes(v.quizzes || w.none),
  w.outstanding(v.outstanding),
];

export const weeklyReportTemplate = defineTemplate<WeeklyReportVariables>({
  name: 'weekly-report',
  purpose: 'INFORMATIONAL',
  variables: [
    'studentName',
    'week',
    'studyDays',
    'watchedMinutes',
    'lessonsCompleted',
    'quizzes',
    'outstanding',
    'lectures',
    'link',
  ],
  email: (v) =>
    letter(w.subject(v.studentName, v.week), [
      { paragraph: w.greeting(v.studentName) },
      { list: lines(v) },
      { heading: w.lectures },
      { list: v.lectures ? v.lectures.split('\n') : [w.none] },
      { button: w.open, href: v.link },
      { note: w.footer },
    ]),
  alimtalk: {
    templateCode: 'WEEKLY_REPORT',
    text: (v) => w.short(v.studentName, v.watchedMinutes, v.lessonsCompleted, v.link),
  },
  sms: (v) => w.short(v.studentName, v.watchedMinutes, v.lessonsCompleted, v.link),
});
