export { AppProviders } from './AppProviders.tsx';
