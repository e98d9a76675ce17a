// The watermark over a lesson's video (docs/product/player-controls.md): the viewer's name and id
// and the current time, half transparent, moving to another spot every minute so a recording
// cannot crop it away. It is drawn by hand, outside React, so a MutationObserver can put it back
// when it is removed from the page or hidden by its style: the deterrent must outlive a quick
// edit in the developer tools. Not a protection against a determined viewer (docs/decisions/060).

/** Where it may stand, as % of the video: away from the centre, where the captions and faces are. */
const SPOTS: [number, number][] = [
  [6, 8],
  [58, 10],
  [10, 44],
  [54, 48],
  [8, 72],
  [56, 70],
  [30, 22],
  [32, 60],
];

export const WATERMARK_MOVE_MS = 60_000;
const TICK_MS = 1000;

const STYLE: Record<string, string> = {
  position: 'absolute',
  'z-index': '3',
  'pointer-events': 'none',
  'user-select': 'none',
  'white-space': 'nowrap',
  color: '#fff',
  opacity: '0.45',
  'font-size': 'clamp(10px, 2.2vw, 15px)',
  'font-weight': '600',
  'text-shadow': '0 0 3px rgba(0,0,0,0.9)',
  display: 'block',
  visibility: 'visible',
  transform: 'none',
  'clip-path': 'none',
  filter: 'none',
};

/** The layer over the video that holds it. */
const HOST_STYLE: Record<string, string> = {
  position: 'absolute',
  inset: '0',
  'z-index': '3',
  'pointer-events': 'none',
  overflow: 'hidden',
  display: 'block',
  visibility: 'visible',
  opacity: '1',
};

const enforce = (element: HTMLElement, style: Record<string, string>) => {
  for (const [name, value] of Object.entries(style)) {
    if (
      element.style.getPropertyValue(name) !== value ||
      element.style.getPropertyPriority(name) !== 'important'
    )
      element.style.setProperty(name, value, 'important');
  }
  if (element.hidden) element.hidden = false;
};

export interface WatermarkOptions {
  /** how often it moves (tests shorten it) */
  moveMs?: number;
  /** the time shown (Seoul time, HH:MM:SS) */
  now?: () => Date;
  /** picks the next spot (tests make it predictable) */
  random?: () => number;
}

const clockOf = (date: Date) =>
  new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);

/** Draws the watermark into `host` (positioned) until the returned function is called. */
export function mountWatermark(
  host: HTMLElement,
  text: (clock: string) => string,
  options: WatermarkOptions = {},
) {
  const { moveMs = WATERMARK_MOVE_MS, now = () => new Date(), random = Math.random } = options;
  const mark = host.ownerDocument.createElement('div');
  mark.setAttribute('aria-hidden', 'true');
  mark.dataset.watermark = '';
  let spot = Math.floor(random() * SPOTS.length) % SPOTS.length;

  const wanted = () => {
    const [left, top] = SPOTS[spot]!;
    return { ...STYLE, left: `${left}%`, top: `${top}%` };
  };
  const applyStyle = () => {
    enforce(host, HOST_STYLE);
    enforce(mark, wanted());
    if (mark.className) mark.className = '';
  };
  const draw = () => {
    const content = text(clockOf(now()));
    if (mark.textContent !== content) mark.textContent = content;
  };
  // The layer it is drawn in goes back too, if it was taken out of its place.
  const parent = host.parentNode;
  const restore = () => {
    if (parent && host.parentNode !== parent) parent.appendChild(host);
    if (mark.parentNode !== host) host.appendChild(mark);
    applyStyle();
    draw();
  };

  restore();
  const observer = new MutationObserver(() => {
    observer.disconnect();
    restore();
    observe();
  });
  const observe = () => {
    if (parent) observer.observe(parent, { childList: true });
    observer.observe(host, { childList: true, attributes: true });
    observer.observe(mark, {
      attributes: true,
      childList: true,
      characterData: true,
      subtree: true,
    });
  };
  observe();

  // A stylesheet rule can hide it too: what the page computes is checked every second.
  const tick = setInterval(() => {
    const view = host.ownerDocument.defaultView;
    const computed = view?.getComputedStyle(mark);
    if (
      mark.parentNode !== host ||
      (parent && host.parentNode !== parent) ||
      (computed &&
        (computed.display === 'none' ||
          computed.visibility === 'hidden' ||
          Number(computed.opacity) < 0.2))
    ) {
      restore();
    }
    draw();
  }, TICK_MS);
  const move = setInterval(() => {
    spot = (spot + 1 + Math.floor(random() * (SPOTS.length - 1))) % SPOTS.length;
    applyStyle();
  }, moveMs);

  return () => {
    observer.disconnect();
    clearInterval(tick);
    clearInterval(move);
    mark.remove();
  };
}
