// The only reader of import.meta.env in this app. Runtime origins come from the page
// (packages/auth origins.ts); build-time values live here.
export const env = {
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api',
  dev: import.meta.env.DEV,
} as const;
