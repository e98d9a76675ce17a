export { RouteError } from './RouteError.tsx';
