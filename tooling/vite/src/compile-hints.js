// V8's explicit compile hint (Chrome 136+) on every chunk of the build: its functions are
// compiled while the file downloads, off the main thread, instead of one by one on the main
// thread the first time each runs. A first visit runs most of what it downloads (React, Mantine,
// the app shell, the page), so this takes start-up's compile work out of the long tasks that
// Lighthouse counts as blocking time (issue 8: classroom /dashboard at 4x CPU ~870 -> ~430 ms).
// V8 reads the comment only on a file's first line, so it is added after Vite has written its
// own preamble (the preload helper), which is after the file names were hashed: the hint joins
// the hash through augmentChunkHash instead, so a hinted file never has an unhinted one's name.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** @returns {import('vite').Plugin} */
export function compileHints() {
  return {
    name: 'academy:compile-hints',
    apply: 'build',
    augmentChunkHash: () => COMPILE_HINT,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT)) {
            file.code = `${COMPILE_HINT}\n${file.code}`;
          }
        }
      },
    },
  };
}
