// The modal host is mounted on the first confirm() (see ModalsHost), not with every page.
let requested = false;
let ready!: Promise<void>;
let markReady!: () => void;
function arm() {
  ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
}
arm();
const listeners = new Set<() => void>();

/** Asks for the modal host and resolves once it listens for `modals.open*` calls. */
export function requestModalsHost(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

export const modalsHostStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: () => requested,
  /** The host listens now; call the returned function when it unmounts. */
  mounted(): () => void {
    markReady();
    return arm;
  },
};
