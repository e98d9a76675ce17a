// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountWatermark } from './watermark.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the watermark', () => {
  let parent: HTMLDivElement;
  let host: HTMLDivElement;
  beforeEach(() => {
    parent = document.createElement('div');
    host = document.createElement('div');
    parent.append(host);
    document.body.append(parent);
  });
  afterEach(() => {
    vi.useRealTimers();
    parent.remove();
  });

  const mark = () => host.querySelector<HTMLElement>('[data-watermark]');

  it('draws the viewer and the time, ignoring the pointer, and moves every minute', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-28T03:04:05Z'));
    let n = 0;
    const stop = mountWatermark(host, (clock) => `홍길동 · #7 · ${clock}`, {
      random: () => (n++ % 3) / 3,
    });
    expect(mark()?.textContent).toBe('홍길동 · #7 · 12:04:05');
    expect(mark()?.style.getPropertyValue('pointer-events')).toBe('none');
    const before = [mark()!.style.left, mark()!.style.top].join();
    vi.advanceTimersByTime(60_000);
    expect([mark()!.style.left, mark()!.style.top].join()).not.toBe(before);
    expect(mark()?.textContent).toBe('홍길동 · #7 · 12:05:05');
    stop();
    expect(mark()).toBeNull();
  });

  it('comes back when removed, when its style hides it, and when its layer is taken away', async () => {
    const stop = mountWatermark(host, (clock) => `학생 ${clock}`);
    mark()!.remove();
    await flush();
    expect(mark()).not.toBeNull();

    mark()!.style.setProperty('display', 'none');
    await flush();
    expect(mark()!.style.getPropertyValue('display')).toBe('block');

    mark()!.setAttribute('style', 'opacity: 0');
    await flush();
    expect(mark()!.style.getPropertyValue('opacity')).toBe('0.45');

    host.remove();
    await flush();
    expect(parent.contains(host)).toBe(true);
    expect(mark()).not.toBeNull();

    mark()!.textContent = '';
    await flush();
    expect(mark()!.textContent).toMatch(/^학생 /);
    stop();
  });
});
