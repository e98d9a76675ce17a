// Story tests: every story of a workspace renders (and runs its play function) in jsdom through
// Storybook's portable stories, with the same decorators as the Storybook instance.
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { describe, it } from 'vitest';

type StoryModule = Parameters<typeof composeStories>[0];

export function describeStories(
  modules: Record<string, unknown>,
  projectAnnotations: Parameters<typeof setProjectAnnotations>[0],
) {
  setProjectAnnotations(projectAnnotations);
  const entries = Object.entries(modules);
  if (entries.length === 0) throw new Error('describeStories: the glob matched no story files');
  describe('stories', () => {
    for (const [file, module] of entries) {
      const stories = composeStories(module as StoryModule);
      describe(file, () => {
        for (const [name, Story] of Object.entries(stories) as [
          string,
          {
            run: (context: { canvasElement: HTMLElement }) => Promise<void>;
            load: () => Promise<void>;
          },
        ][]) {
          it(`renders ${name}`, async () => {
            const canvasElement = document.createElement('div');
            document.body.appendChild(canvasElement);
            try {
              await Story.run({ canvasElement });
            } finally {
              // Portable stories unmount a story's React root when it is loaded again: without
              // this every story stays mounted, and on a busy machine React's leftover work could
              // run after jsdom was torn down ('window is not defined', counted as a failure).
              await Story.load();
              canvasElement.remove();
            }
          });
        }
      });
    }
  });
}
