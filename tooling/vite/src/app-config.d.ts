import type { UserConfig } from 'vite';

export function appConfig(
  options: { port: number; framework?: boolean; sharedBy?: number } & UserConfig,
): UserConfig;
