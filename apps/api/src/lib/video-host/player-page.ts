// The minimal embeddable player (spec 2.7: controls on, no branding, no tracking). Plain HTML with
// no script at all, and its style from a stylesheet route, so it runs under the API's CSP
// (`default-src 'self'`, no inline script or style).

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const PLAYER_STYLESHEET_PATH = '/api/videos/player.css';

export const playerStylesheet = `html,body{margin:0;height:100%;background:#000}
video{display:block;width:100%;height:100%;object-fit:contain;background:#000}
p{margin:0;display:flex;height:100%;align-items:center;justify-content:center;color:#ddd;font:16px/1.5 system-ui,sans-serif;text-align:center;padding:0 16px}`;

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="ko">
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

/** The player for a signed stream URL. */
export function playerPage(streamUrl: string, title: string) {
  return page(
    title,
    `<video controls playsinline preload="metadata" controlslist="nodownload" src="${escapeAttribute(streamUrl)}" aria-label="${escapeAttribute(title)}"></video>`,
  );
}

/** What the frame shows when the link is bad or the video is missing (no JSON in a frame). */
export function playerMessagePage(message: string) {
  return page(message, `<p role="alert">${escapeAttribute(message)}</p>`);
}
