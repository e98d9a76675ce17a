// spec 9: business constants shared by the apps and the API contract. Plain data only (no React),
// so the server can import it too.
import { ko } from '@academy/strings';

/** spec 9: the seven teaching subjects, as sent and stored (the Korean word is the value). */
export const TEACHING_SUBJECTS = [
  ko.subjects.physics,
  ko.subjects.scienceMath,
  ko.subjects.chemistry,
  ko.subjects.liberalMath,
  ko.subjects.essay,
  ko.subjects.statementOfPurpose,
  ko.subjects.other,
] as const;
export type TeachingSubject = (typeof TEACHING_SUBJECTS)[number];

/** spec 9: study years 0 (first start) to 4 (4 or more). */
export const STUDY_YEAR_OPTIONS: readonly { value: number; label: string }[] = [
  { value: 0, label: ko.studyYears.first },
  { value: 1, label: ko.studyYears.years(1) },
  { value: 2, label: ko.studyYears.years(2) },
  { value: 3, label: ko.studyYears.years(3) },
  { value: 4, label: ko.studyYears.fourOrMore },
];
export const STUDY_YEARS_MIN = 0;
export const STUDY_YEARS_MAX = 4;

/** spec 3, 9: the track (majorType) values, as sent. */
export const TRACKS = [ko.tracks.liberal, ko.tracks.science] as const;
export type Track = (typeof TRACKS)[number];

/** spec 9: page sizes of paged lists (notices); default 10. Reviews: page 0, size 10. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** spec 9: limits shown in forms. */
export const MAX_ACTIVE_BANNERS = 5;
export const MAX_TARGET_SCHOOLS = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;

/** spec 9: the fake 'connecting' delay of the classroom entry buttons. */
export const CLASSROOM_ENTRY_DELAY_MS = 1500;
/** spec 9: the mobile breakpoint. */
export const MOBILE_BREAKPOINT_PX = 768;
