// One student's week (docs/product/reports.md): the overview a student, a guardian or staff read,
// and staff's 보고서 보내기.
import { ReportSentResponse, StudentOverviewResponse } from '../contract/reports.ts';
import { request } from '../http.ts';

const weekParams = (week?: string) => (week ? { week } : {});

export const studentOverview = (studentId: number, week?: string) =>
  request(StudentOverviewResponse, `students/${studentId}/overview`, {
    searchParams: weekParams(week),
  });
export const sendStudentReport = (studentId: number, week?: string) =>
  request(ReportSentResponse, `admin/students/${studentId}/report`, {
    method: 'post',
    json: {},
    searchParams: weekParams(week),
  });
