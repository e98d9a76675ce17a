import { nodeTestConfig } from '@academy/vitest-config';

// Node by default: the upload tests run real HTTP against an in-process tus server. The hook test
// opts into jsdom with a file docblock.
export default nodeTestConfig();
