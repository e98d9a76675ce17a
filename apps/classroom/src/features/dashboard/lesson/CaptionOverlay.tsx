import type { CaptionTrack } from '@academy/api-client/contract';
import { activeCues, parseWebVtt } from '@academy/api-client/learning/webvtt';
import { captionTextQuery } from '@academy/api-client/queries/lesson-media';
import * as playerStrings from '@academy/strings/player';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * The chosen track's cue at the player's time, drawn over the video (docs/decisions/060): the
 * same for the local host and Vimeo, since it needs only the time the player reports. `lang` is
 * set so Japanese cues are read and shaped as Japanese.
 */
export function CaptionOverlay({
  detailId,
  track,
  time,
}: {
  detailId: number;
  track: CaptionTrack;
  time: number;
}) {
  const text = useQuery(captionTextQuery(detailId, track.captionId));
  const cues = useMemo(() => {
    if (!text.data) return [];
    const parsed = parseWebVtt(text.data.vtt);
    return parsed.ok ? parsed.cues : [];
  }, [text.data]);
  const shown = activeCues(cues, time);
  return (
    <div
      style={{
        position: 'absolute',
        left: '4%',
        right: '4%',
        bottom: '6%',
        zIndex: 2,
        pointerEvents: 'none',
        textAlign: 'center',
      }}
      aria-live="off"
      data-captions={track.lang}
    >
      {text.isError ? (
        <span style={cueStyle}>{playerStrings.controls.captionLoadError}</span>
      ) : (
        shown.map((cue) => (
          <div key={`${cue.start}-${cue.end}-${cue.text}`}>
            <span lang={track.lang} style={cueStyle}>
              {cue.text}
            </span>
          </div>
        ))
      )}
    </div>
  );
}

const cueStyle = {
  display: 'inline',
  whiteSpace: 'pre-line',
  background: 'rgba(0, 0, 0, 0.72)',
  color: '#fff',
  padding: '0.1em 0.4em',
  lineHeight: 1.5,
  fontSize: 'clamp(13px, 3.4vw, 22px)',
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
} as const;
