import {
  cloneElement,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * What the loaded menu gets: its target (keep it as the Menu.Target child) and its open state
 * (pass both to Menu: `opened` and `onChange`), which a click may set before the code arrives.
 */
export interface DeferredMenuProps {
  target: ReactElement;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

interface TargetHandlers {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onPointerDown?: () => void;
  onClick?: () => void;
}

/**
 * A menu whose code loads on the first sign of intent (pointer over, focus, click) instead of with
 * the page: menus sit on every page but are rarely opened, and Menu with its positioning library
 * would add about 15 KB gzip to every first visit (docs/performance.md, decision 007). Until then
 * the bare target is shown; a click made while the code loads opens the menu when it arrives, and
 * keyboard focus stays on the target.
 *
 *   <DeferredMenu target={<Button>테마</Button>}>
 *     {(menu) => <LazyThemeMenu {...menu} />}
 *   </DeferredMenu>
 */
export function DeferredMenu({
  target,
  openOnHover = false,
  children,
}: {
  target: ReactElement<TargetHandlers>;
  /** For trigger="hover" menus: pointing at the target opens the menu once it has loaded. */
  openOnHover?: boolean;
  children: (menu: DeferredMenuProps) => ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const focused = useRef(false);
  const targetRef = useRef<HTMLElement>(null);
  // A transition keeps the placeholder (and its focus) on screen while the menu's code loads.
  const load = () => startTransition(() => setWanted(true));

  const placeholder = cloneElement(target, {
    onPointerEnter: () => {
      load();
      if (openOnHover) setOpened(true);
    },
    // A pointer that only passed over a hover menu leaves it closed when its code arrives.
    onPointerLeave: () => {
      if (openOnHover) setOpened(false);
    },
    onFocus: () => {
      focused.current = true;
      load();
    },
    onBlur: () => {
      focused.current = false;
    },
    // Pressing opens: should the code arrive mid-press, the real target replaces this one and the
    // browser sends the click elsewhere, so the press itself must count.
    onPointerDown: () => {
      load();
      setOpened(true);
    },
    onClick: () => {
      load();
      setOpened(true);
    },
  });

  return (
    <Suspense fallback={placeholder}>
      {wanted ? (
        <>
          {children({
            target: cloneElement(target, { ref: targetRef }),
            opened,
            onChange: setOpened,
          })}
          <OnMount
            run={() => {
              // The placeholder that had focus is gone: give it to the real target (an open menu
              // moves focus into its dropdown itself).
              if (focused.current && !opened) targetRef.current?.focus();
            }}
          />
        </>
      ) : (
        placeholder
      )}
    </Suspense>
  );
}

function OnMount({ run }: { run: () => void }) {
  const first = useRef(run);
  useEffect(() => first.current(), []);
  return null;
}
