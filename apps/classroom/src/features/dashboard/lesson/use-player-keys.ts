// The player's keys and its fullscreen (docs/product/player-controls.md): the shortcuts work while
// the focus is in the player's wrapper, or on nothing in particular (the page itself); the wrapper
// goes fullscreen, not the frame, so the captions, the watermark and the controls stay on screen.
// Where an element cannot go fullscreen (iPhone Safari), the wrapper fills the window instead.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { actionForKey, type PlayerAction } from './player-keys.ts';

export function usePlayerKeys(
  wrapper: RefObject<HTMLElement | null>,
  onAction: (action: PlayerAction) => void,
) {
  const latest = useRef(onAction);
  latest.current = onAction;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const element = wrapper.current;
      if (!element || event.defaultPrevented) return;
      const active = element.ownerDocument.activeElement;
      const inPlayer = active !== null && element.contains(active);
      const onPage = active === null || active === element.ownerDocument.body;
      if (!inPlayer && !onPage) return;
      const action = actionForKey(event);
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [wrapper]);
}

export function useWrapperFullscreen(wrapper: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const [pseudo, setPseudo] = useState(false);
  useEffect(() => {
    const onChange = () =>
      setActive(
        document.fullscreenElement !== null && document.fullscreenElement === wrapper.current,
      );
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [wrapper]);
  // Escape leaves the window-filling mode as it leaves real fullscreen.
  useEffect(() => {
    if (!pseudo) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPseudo(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [pseudo]);
  const toggle = () => {
    const element = wrapper.current;
    if (!element) return;
    if (pseudo) return setPseudo(false);
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (typeof element.requestFullscreen === 'function' && document.fullscreenEnabled) {
      element.requestFullscreen().catch(() => setPseudo(true));
    } else {
      setPseudo(true);
    }
    element.focus({ preventScroll: true });
  };
  return { active, pseudo, toggle };
}
