// The weekly report (docs/product/reports.md: weekly report): to the student and each linked
// guardian, informational. Email with the week's figures and each lecture's progress; 알림톡 and
// SMS a short line with the link to the overview page.
import { weeklyReport as w } from '@academy/strings/messages-report';
import { defineTemplate } from '../template.ts';

type WeeklyReportVariables = {
  studentName: string;
  /** `YYYY-MM-DD ~ YYYY-MM-DD` */
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

const escape = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

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
  email: (v) => {
    const lectureLines = v.lectures ? v.lectures.split('\n') : [w.none];
    const text = [
      w.greeting(v.studentName),
      '',
      ...lines(v),
      '',
      `${w.lectures}:`,
      ...lectureLines.map((line) => `- ${line}`),
      '',
      w.more(v.link),
      '',
      w.footer,
    ].join('\n');
    const html = [
      '<!doctype html><html lang="ko"><body style="font-family:sans-serif;line-height:1.6">',
      `<p>${escape(w.greeting(v.studentName))}</p>`,
      `<ul>${lines(v)
        .map((line) => `<li>${escape(line)}</li>`)
        .join('')}</ul>`,
      `<h3>${escape(w.lectures)}</h3>`,
      `<ul>${lectureLines.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>`,
      `<p><a href="${escape(v.link)}">${escape(w.more(v.link))}</a></p>`,
      `<p style="color:#666;font-size:12px">${escape(w.footer)}</p>`,
      '</body></html>',
    ].join('');
    return { subject: w.subject(v.studentName, v.week), text, html };
  },
  alimtalk: {
    templateCode: 'WEEKLY_REPORT',
    text: (v) => w.short(v.studentName, v.watchedMinutes, v.lessonsCompleted, v.link),
  },
  sms: (v) => w.short(v.studentName, v.watchedMinutes, v.lessonsCompleted, v.link),
});
