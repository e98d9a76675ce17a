// WebVTT, as much as captions need (docs/product/player-controls.md): the `WEBVTT` header, cue
// blocks with `start --> end` timings (hh:mm:ss.ttt or mm:ss.ttt) and their text lines. The API
// validates uploads with it; the classroom parses the chosen track to draw the active cue.

export interface Cue {
  start: number;
  end: number;
  /** the cue's text, tags removed, lines kept */
  text: string;
}

export type VttResult =
  { ok: true; cues: Cue[] } | { ok: false; reason: 'header' | 'timing' | 'empty'; line?: number };

const TIME = /^(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function seconds(stamp: string): number | null {
  const match = TIME.exec(stamp);
  if (!match) return null;
  const [, h = '0', m = '0', s = '0', ms = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

/** Tags (<c.x>, <i>, <00:01.000>, <v Name>) go; the five entities a cue may carry are decoded. */
function plain(text: string) {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** Parses a WebVTT file; `reason` and the 1-based line of the first fault otherwise. */
export function parseWebVtt(source: string): VttResult {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return { ok: false, reason: 'header', line: 1 };
  const cues: Cue[] = [];
  let index = 1;
  // the header's own lines run until the first blank line
  while (index < lines.length && lines[index]!.trim() !== '') index += 1;
  while (index < lines.length) {
    while (index < lines.length && lines[index]!.trim() === '') index += 1;
    if (index >= lines.length) break;
    const blockStart = index;
    const block: string[] = [];
    while (index < lines.length && lines[index]!.trim() !== '') block.push(lines[index++]!);
    const head = block[0]!;
    // NOTE, STYLE and REGION blocks carry no cue
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(head)) continue;
    const timingAt = head.includes('-->') ? 0 : 1;
    const timing = block[timingAt];
    if (timing === undefined || !timing.includes('-->')) {
      return { ok: false, reason: 'timing', line: blockStart + 1 + Math.min(1, block.length - 1) };
    }
    const [left = '', rest = ''] = timing.split('-->');
    const start = seconds(left.trim());
    const end = seconds(rest.trim().split(/[ \t]+/)[0] ?? '');
    if (start === null || end === null || end < start) {
      return { ok: false, reason: 'timing', line: blockStart + 1 + timingAt };
    }
    cues.push({ start, end, text: plain(block.slice(timingAt + 1).join('\n')) });
  }
  if (cues.length === 0) return { ok: false, reason: 'empty' };
  return { ok: true, cues: cues.sort((a, b) => a.start - b.start) };
}

/** The cues showing at `time` (overlapping cues all show, in start order). */
export function activeCues(cues: readonly Cue[], time: number): Cue[] {
  return cues.filter((cue) => cue.start <= time && time < cue.end);
}
