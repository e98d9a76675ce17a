import { domTestConfig } from '@academy/vitest-config';

export default domTestConfig({ test: { setupFiles: ['./src/test/setup.ts'] } });
