import type { Config } from '@react-router/dev/config';

// The public site is rendered on the server for every request, with its data (issue 15).
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
} satisfies Config;
