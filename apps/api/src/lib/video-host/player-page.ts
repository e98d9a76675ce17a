// The minimal embeddable player (docs/product/screens.md: controls on, no branding, no tracking).
// Plain HTML whose only script (the postMessage protocol of player-script.ts) and style come from
// routes of this origin, so it runs under its CSP (no inline script or style).
import { HLS_SCRIPT_PATH, PLAYER_SCRIPT_PATH } from './player-script.ts';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const PLAYER_STYLESHEET_PATH = '/api/videos/player.css';

export const playerStylesheet = `html,body{margin:0;height:100%;background:#000}
video{display:block;width:100%;height:100%;object-fit:contain;background:#000}
p{margin:0;display:flex;height:100%;align-items:center;justify-content:center;color:#ddd;font:16px/1.5 system-ui,sans-serif;text-align:center;padding:0 16px}`;

function page(title: string, body: string, origins: string[] = []) {
  const data = origins.length ? ` data-origins="${escapeAttribute(JSON.stringify(origins))}"` : '';
  return `<!doctype html>
<html lang="ko"${data}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${escapeAttribute(title)}</title>
<link rel="stylesheet" href="${PLAYER_STYLESHEET_PATH}">
</head>
<body>${body}</body>
</html>`;
}

export type PlayerSource =
  /** the MP4 (or WebM) file behind its signed link */
  | { stream: string }
  /**
   * the HLS master behind the playback token (hls.js, or the browser's own HLS), and what hls.js
   * will ask for first (preloaded while hls.js itself downloads)
   */
  | { hls: string; preload?: string[] };

/**
 * The player for a signed stream URL or an HLS master. `origins`: the app origins allowed to frame
 * it, which are also the only ones its script talks to. `controls: false`: no native controls (the
 * framing page draws its own).
 */
export function playerPage(
  source: string | PlayerSource,
  title: string,
  origins: string[] = [],
  options: { controls?: boolean } = {},
) {
  const given: PlayerSource = typeof source === 'string' ? { stream: source } : source;
  const controls = options.controls === false ? '' : 'controls ';
  const media =
    'hls' in given
      ? `data-hls="${escapeAttribute(given.hls)}"`
      : `src="${escapeAttribute(given.stream)}"`;
  const hlsScript = 'hls' in given ? `<script src="${HLS_SCRIPT_PATH}"></script>\n` : '';
  // Same mode and credentials as hls.js's own requests, so they take the preloaded answers.
  const preloads = ('hls' in given ? (given.preload ?? []) : [])
    .map(
      (url) =>
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(url)}">\n`,
    )
    .join('');
  return page(
    title,
    `${preloads}<video ${controls}playsinline preload="metadata" controlslist="nodownload" ${media} aria-label="${escapeAttribute(title)}"></video>
${hlsScript}<script src="${PLAYER_SCRIPT_PATH}"></script>`,
    origins,
  );
}

/** What the frame shows when the link is bad or the video is missing (no JSON in a frame). */
export function playerMessagePage(message: string) {
  return page(message, `<p role="alert">${escapeAttribute(message)}</p>`);
}
