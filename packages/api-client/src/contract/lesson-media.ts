// A lesson's captions and 수강 일시정지 (docs/product/player-controls.md): staff upload WebVTT tracks
// per lesson (Korean, Japanese), the classroom reads them behind the learning rule; a student
// pauses an enrolment within the lecture's limits and staff see and undo pauses.
import * as v from 'valibot';
import * as player from '@academy/strings/player';
import { strictMessage } from './common.ts';
import { envelope } from './envelope.ts';
import { IsoDateTime } from './timestamps.ts';

const m = player.messages;

/** The caption languages staff may upload: Korean and Japanese. */
export const CAPTION_LANGS = ['ko', 'ja'] as const;
export type CaptionLang = (typeof CAPTION_LANGS)[number];
/** A caption file's largest size: a two-hour lesson's cues fit in far less. */
export const CAPTION_MAX_BYTES = 512 * 1024;

export const CaptionLangField = v.picklist(CAPTION_LANGS, m.captionLangInvalid);

/** A track as lists give it (the classroom detail response, the admin list). */
export const CaptionTrack = v.object({
  captionId: v.number(),
  lang: v.picklist(CAPTION_LANGS),
  label: v.string(),
  cueCount: v.number(),
  size: v.number(),
  createdAt: IsoDateTime,
});
export type CaptionTrack = v.InferOutput<typeof CaptionTrack>;
export const CaptionListResponse = envelope(v.array(CaptionTrack));
export const CaptionTrackResponse = envelope(CaptionTrack);
export const CaptionDeletedResponse = envelope(v.object({ captionId: v.number() }));

/** GET /api/lectures/details/{id}/captions/{captionId}: the track's WebVTT text. */
export const CaptionText = v.object({ ...CaptionTrack.entries, vtt: v.string() });
export type CaptionText = v.InferOutput<typeof CaptionText>;
export const CaptionTextResponse = envelope(CaptionText);

/** POST /api/admin/details/{id}/captions, multipart {lang, label, file}. */
export const CaptionUploadRequest = v.strictObject(
  {
    lang: v.pipe(v.optional(v.string(), ''), CaptionLangField),
    label: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.minLength(1, m.captionLabelInvalid),
      v.maxLength(40, m.captionLabelInvalid),
    ),
    file: v.pipe(v.optional(v.unknown(), null), v.file(m.captionFileRequired)),
  },
  strictMessage,
);

export const CaptionPath = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number)),
  captionId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number)),
});

// ---- 수강 일시정지 ----

export const PAUSE_STATES = ['ACTIVE', 'DONE', 'ENDED_EARLY'] as const;
export type PauseState = (typeof PAUSE_STATES)[number];

export const EnrolmentPause = v.object({
  pauseId: v.number(),
  enrolmentId: v.number(),
  startsAt: IsoDateTime,
  /** the chosen end; an early end sets endedAt */
  endsAt: IsoDateTime,
  days: v.number(),
  /** the days that counted: `days`, or fewer when it ended early */
  usedDays: v.number(),
  endedAt: v.nullable(IsoDateTime),
  state: v.picklist(PAUSE_STATES),
  /** staff's reason when they undid it */
  endReason: v.nullable(v.string()),
});
export type EnrolmentPause = v.InferOutput<typeof EnrolmentPause>;

/** What a student (and staff) read of one enrolment's pauses and what is left of its limits. */
export const PauseStatus = v.object({
  enrolmentId: v.number(),
  lectureId: v.number(),
  lectureTitle: v.string(),
  maxCount: v.number(),
  maxDays: v.number(),
  remainingCount: v.number(),
  remainingDays: v.number(),
  /** the pause running now, or null */
  active: v.nullable(EnrolmentPause),
  pauses: v.array(EnrolmentPause),
  /** the enrolment's end (moves with pauses); null without a limit */
  enrolmentEndsAt: v.nullable(IsoDateTime),
});
export type PauseStatus = v.InferOutput<typeof PauseStatus>;
export const PauseStatusResponse = envelope(PauseStatus);
export const PauseStatusListResponse = envelope(v.array(PauseStatus));

/** POST /api/me/enrolments/{id}/pauses {days}: from now. */
export const PauseCreateRequest = v.strictObject(
  {
    days: v.pipe(
      v.number(m.pauseDaysInvalid),
      v.integer(m.pauseDaysInvalid),
      v.minValue(1, m.pauseDaysInvalid),
      v.maxValue(365, m.pauseDaysInvalid),
    ),
  },
  strictMessage,
);
export type PauseCreateRequest = v.InferOutput<typeof PauseCreateRequest>;

/** POST /api/admin/enrolment-pauses/{id}/undo {reason}. */
export const PauseUndoRequest = v.strictObject(
  {
    reason: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.minLength(1, m.reasonRequired),
      v.maxLength(200, m.reasonTooLong),
    ),
  },
  strictMessage,
);
export type PauseUndoRequest = v.InferOutput<typeof PauseUndoRequest>;

/** GET /api/admin/students/{id}/pauses?lectureId= (staff) */
export const StaffPauseQuery = v.object({
  lectureId: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number))),
});
