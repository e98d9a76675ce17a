export { LoadingState, type LoadingStateProps } from './LoadingState.tsx';
