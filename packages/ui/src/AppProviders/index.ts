export { AppProviders, readStyleNonce } from './AppProviders.tsx';
