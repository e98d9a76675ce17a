import { config } from '@academy/eslint-config';

export default config({ dir: import.meta.dirname, kind: 'package', react: true });
