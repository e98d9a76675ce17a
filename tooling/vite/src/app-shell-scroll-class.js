// Mantine's AppShell header, footer and aside (the classroom's and the admin's frame) import
// react-remove-scroll for one thing: the class name that keeps fixed bars clear of the scroll bar a
// modal hides (`RemoveScroll.classNames.zeroRight`). Bundled as is, that import puts the whole
// scroll-lock library (about 5 KB of gzip) on every page of those apps, before any modal opens.
// This plugin answers that one import with the class names alone, read from the library's own
// constants module; modals and drawers still import react-remove-scroll itself.

const SHIM_ID = '\0academy:app-shell-scroll-class';
const APP_SHELL = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;

/** @returns {import('vite').Plugin} */
export function appShellScrollClass() {
  /** @type {string | undefined} */
  let constants;
  return {
    name: 'academy:app-shell-scroll-class',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'react-remove-scroll' || !importer || !APP_SHELL.test(importer)) return null;
      // The constants module of the scroll-bar package that react-remove-scroll itself uses.
      const library = await this.resolve(source, importer, { skipSelf: true });
      const found =
        library && (await this.resolve('react-remove-scroll-bar/constants', library.id));
      if (!found)
        throw new Error('react-remove-scroll-bar/constants not found next to react-remove-scroll');
      constants = found.id;
      return SHIM_ID;
    },
    load(id) {
      if (id !== SHIM_ID || !constants) return null;
      return [
        `import { fullWidthClassName, zeroRightClassName } from ${JSON.stringify(constants)};`,
        'export const RemoveScroll = {',
        '  classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName },',
        '};',
      ].join('\n');
    },
  };
}
