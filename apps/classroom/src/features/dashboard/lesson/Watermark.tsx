import { useLayoutEffect, useRef } from 'react';
import { mountWatermark, type WatermarkOptions } from './watermark.ts';

/** The watermark's layer over the video; watermark.ts draws and guards it. */
export function Watermark({ text, options }: { text: string; options?: WatermarkOptions }) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(text);
  latest.current = text;
  // A layout effect: its cleanup stops the guard before React takes the layer out of the page.
  useLayoutEffect(() => {
    if (!host.current) return;
    return mountWatermark(host.current, (time) => `${latest.current} · ${time}`, options);
  }, [options]);
  return <div ref={host} />;
}
