export { PagedListControls, type PagedListControlsProps } from './PagedListControls.tsx';
