import type { UserConfig } from 'vite';

export function appConfig(options: { port: number } & UserConfig): UserConfig;
