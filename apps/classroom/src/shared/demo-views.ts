// spec 2.7: the views chosen by the active item title besides a lecture's details. Shared by the
// dashboard (its menu) and the demo panels (what each view shows); the route joins them.
export const DEMO_VIEWS = [
  'dashboard',
  'courses',
  'progress',
  'quiz',
  'achievements',
  'settings',
  'profile',
] as const;

export type DemoView = (typeof DEMO_VIEWS)[number];

export const isDemoView = (value: string | null): value is DemoView =>
  (DEMO_VIEWS as readonly (string | null)[]).includes(value);
