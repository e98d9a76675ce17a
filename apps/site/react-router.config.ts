import type { Config } from '@react-router/dev/config';

// The public site is rendered on the server for every request, with its data.
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
} satisfies Config;
