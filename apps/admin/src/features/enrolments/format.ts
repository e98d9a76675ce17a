// Days left of an enrolment, in words (dates: @academy/ui/format/date).
import * as enrolmentStrings from '@academy/strings/enrolments';

const a = enrolmentStrings.admin;

export const daysLeftText = (days: number | null) => (days === null ? a.unlimited : a.days(days));
