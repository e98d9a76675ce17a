export { ThemeMenu } from './ThemeMenu.tsx';
