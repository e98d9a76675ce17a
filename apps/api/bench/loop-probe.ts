// Loaded into the benchmarked server (`node --import ./bench/loop-probe.ts`): the event loop's
// delay, which is what a request waits behind other requests' synchronous work (PGlite runs on
// this thread). SIGUSR2 starts a measurement; the next SIGUSR2 prints it as one JSON line on
// stderr and starts the next.
import { writeSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
process.on('SIGUSR2', () => {
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  writeSync(
    2,
    `${JSON.stringify({
      msg: 'event-loop-delay',
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    })}\n`,
  );
  histogram.reset();
});
