import { nodeTestConfig } from '@academy/vitest-config';

// Node by default: the client's calls, schemas and live channel need no DOM, and a jsdom per test
// file was most of this suite's time (72 of 102 s on a busy machine). The watch reporter's test,
// which listens for the page being hidden, opts into jsdom with a file docblock.
export default nodeTestConfig();
