import { nodeTestConfig } from '@academy/vitest-config';

export default nodeTestConfig();
