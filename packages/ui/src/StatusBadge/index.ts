export { StatusBadge, type StatusBadgeProps, type StatusTone } from './StatusBadge.tsx';
