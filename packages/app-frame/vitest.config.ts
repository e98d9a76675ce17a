import { domTestConfig } from '@academy/vitest-config';

export default domTestConfig();
