import { nodeTestConfig } from '@academy/vitest-config';

// Integration tests start PGlite instances (about 400 MB each): keep two files at a time.
export default nodeTestConfig({ test: { maxWorkers: 2, hookTimeout: 60_000 } });
