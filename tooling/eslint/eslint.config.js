import { config } from './index.js';

export default config({ dir: import.meta.dirname, kind: 'tooling' });
