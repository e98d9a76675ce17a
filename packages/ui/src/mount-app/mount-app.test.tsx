import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountApp } from './index.ts';

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('mountApp', () => {
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('renders the app in slices, letting the browser run other work in between', async () => {
    // As in a browser: React schedules its own work (act() would run it all at once).
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    container.innerHTML = '<img alt="첫 화면 배너">';
    let seenByTimer: number | undefined;
    function First() {
      // A timer set when rendering starts: it runs only when React yields the thread.
      setTimeout(() => (seenByTimer ??= container.querySelectorAll('span').length), 0);
      busy(10);
      return <span />;
    }
    function Slow() {
      busy(10);
      return <span />;
    }
    const root = mountApp(
      <>
        <First />
        {Array.from({ length: 10 }, (_, index) => (
          <Slow key={index} />
        ))}
      </>,
      container,
    );
    await vi.waitFor(() => expect(container.querySelectorAll('span')).toHaveLength(11));
    // The timer ran in the middle of the render, before anything was committed.
    expect(seenByTimer).toBe(0);
    expect(container.querySelector('img')).toBeNull();
    act(() => root.unmount());
  });
});
