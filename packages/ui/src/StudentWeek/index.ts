export { StudentWeek } from './StudentWeek.tsx';
