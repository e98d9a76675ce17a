import type { Config } from '@react-router/dev/config';

// Pages are sent as a server-rendered shell (document, theme, providers, the session check);
// each route's clientLoader starts its data with its code (decision 020).
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
} satisfies Config;
