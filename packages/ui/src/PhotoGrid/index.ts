export { PhotoGrid } from './PhotoGrid.tsx';
