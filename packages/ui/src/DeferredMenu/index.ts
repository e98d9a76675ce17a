export { DeferredMenu, type DeferredMenuProps } from './DeferredMenu.tsx';
