import { nodeTestConfig } from '@academy/vitest-config';

// Integration tests start PGlite instances (about 400 MB each): keep two files at a time. Every
// file's database is a copy of one migrated before the files start (src/test/global-setup.ts).
export default nodeTestConfig({
  test: { maxWorkers: 2, hookTimeout: 60_000, globalSetup: ['./src/test/global-setup.ts'] },
});
