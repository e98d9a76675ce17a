import type { ViteUserConfig } from 'vitest/config';

export function domTestConfig(extra?: ViteUserConfig): ViteUserConfig;
export function nodeTestConfig(extra?: ViteUserConfig): ViteUserConfig;
