// The views chosen by the first sidebar's menu besides a lecture's details
// (docs/product/screens.md). Shared by the dashboard (its menu) and the learning panels (what each
// view shows); the route joins them.
export const LEARNING_VIEWS = [
  'dashboard',
  'courses',
  'progress',
  'quiz',
  'achievements',
  'settings',
  'profile',
] as const;

export type LearningView = (typeof LEARNING_VIEWS)[number];

export const isLearningView = (value: string | null): value is LearningView =>
  (LEARNING_VIEWS as readonly (string | null)[]).includes(value);
