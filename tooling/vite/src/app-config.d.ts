import type { UserConfig } from 'vite';

/** A route of the app's routes.ts (what the frame chunk needs of it). */
export interface RouteEntry {
  file: string;
  children?: RouteEntry[];
}

export function appConfig(
  options: { port: number; routes: RouteEntry[]; sharedBy?: number } & UserConfig,
): UserConfig;
