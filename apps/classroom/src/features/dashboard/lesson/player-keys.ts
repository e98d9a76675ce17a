// The player's keyboard shortcuts (docs/product/player-controls.md): one table, read by the key
// handler and by the ? help dialog, so what the dialog lists is what the keys do.

export type PlayerAction =
  | 'playPause'
  | 'back10'
  | 'forward10'
  | 'back5'
  | 'forward5'
  | 'slower'
  | 'faster'
  | 'captions'
  | 'setA'
  | 'setB'
  | 'clearRepeat'
  | 'fullscreen'
  | 'help';

/** Each action with the keys shown for it (`key` values of KeyboardEvent). */
export const SHORTCUTS: { action: PlayerAction; keys: string[]; shown: string[] }[] = [
  { action: 'playPause', keys: [' ', 'k', 'K'], shown: ['Space', 'K'] },
  { action: 'back10', keys: ['j', 'J'], shown: ['J'] },
  { action: 'forward10', keys: ['l', 'L'], shown: ['L'] },
  { action: 'back5', keys: ['ArrowLeft'], shown: ['←'] },
  { action: 'forward5', keys: ['ArrowRight'], shown: ['→'] },
  { action: 'slower', keys: [',', '<'], shown: [','] },
  { action: 'faster', keys: ['.', '>'], shown: ['.'] },
  { action: 'captions', keys: ['c', 'C'], shown: ['C'] },
  { action: 'setA', keys: ['a', 'A'], shown: ['A'] },
  { action: 'setB', keys: ['b', 'B'], shown: ['B'] },
  { action: 'clearRepeat', keys: ['r', 'R'], shown: ['R'] },
  { action: 'fullscreen', keys: ['f', 'F'], shown: ['F'] },
  { action: 'help', keys: ['?'], shown: ['?'] },
];

const BY_KEY = new Map(SHORTCUTS.flatMap(({ action, keys }) => keys.map((key) => [key, action])));

interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: EventTarget | null;
}

/** Typing somewhere, or a control that answers the key itself (Space on a button, arrows in a menu). */
function ownsKey(target: EventTarget | null | undefined, key: string) {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element.closest('input, textarea, select, [role="menu"], [role="dialog"], [role="slider"]'))
    return true;
  return key === ' ' && element.closest('button, a, [role="button"]') !== null;
}

/** The action a key press asks for, or null (browser shortcuts and typing are left alone). */
export function actionForKey(event: KeyLike): PlayerAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const action = BY_KEY.get(event.key);
  if (!action) return null;
  if (ownsKey(event.target, event.key)) return null;
  return action;
}

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** The next speed up or down the list (the list's ends stay). */
export function stepRate(rate: number, direction: 1 | -1) {
  const index = PLAYBACK_RATES.findIndex((r) => r >= rate - 0.001);
  const at = index === -1 ? PLAYBACK_RATES.length - 1 : index;
  const exact = Math.abs(PLAYBACK_RATES[at]! - rate) < 0.001;
  const next = direction === 1 ? (exact ? at + 1 : at) : at - 1;
  return PLAYBACK_RATES[Math.min(PLAYBACK_RATES.length - 1, Math.max(0, next))]!;
}
