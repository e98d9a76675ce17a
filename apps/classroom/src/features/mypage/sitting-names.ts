// The words for a sitting's subjects and math courses, shared by its scores and its form.
import * as accounts from '@academy/strings/accounts';

const s = accounts.subjects;
export const SUBJECT_NAMES = { PHYSICS: s.physics, CHEMISTRY: s.chemistry, BIOLOGY: s.biology };
export const COURSE_NAMES = { COURSE1: s.course1, COURSE2: s.course2 };
