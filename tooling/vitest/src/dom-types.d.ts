// Testing Library's matchers on vitest's expect, for workspaces with component tests.
import '@testing-library/jest-dom/vitest';
