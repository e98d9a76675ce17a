import type { UserConfig } from 'vite';

export function appConfig(options: { port: number; sharedBy?: number } & UserConfig): UserConfig;
