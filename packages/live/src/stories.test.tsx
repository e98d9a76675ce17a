import { describeStories } from '@academy/vitest-config/stories';
import * as preview from '../../../.storybook/preview.tsx';

describeStories(import.meta.glob('./**/*.stories.tsx', { eager: true }), preview);
