import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.head.querySelector('meta[name="csp-nonce"]')?.remove();
  vi.resetModules();
});

describe('AppProviders', () => {
  it('puts the page nonce on the styles Mantine injects (CSP, design 3)', async () => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'r4nd0m';
    document.head.append(meta);
    const { AppProviders, readStyleNonce } = await import('./AppProviders.tsx');
    expect(readStyleNonce()).toBe('r4nd0m');
    render(
      <AppProviders>
        <p>내용</p>
      </AppProviders>,
    );
    expect(screen.getByText('내용')).toBeInTheDocument();
    const styles = [...document.querySelectorAll('style[data-mantine-styles]')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('r4nd0m');
  });

  it('works without a nonce (Storybook, tests) and keeps the theme key', async () => {
    localStorage.setItem('theme', 'dark');
    const { AppProviders, readStyleNonce } = await import('./AppProviders.tsx');
    expect(readStyleNonce()).toBeUndefined();
    render(
      <AppProviders>
        <p>내용</p>
      </AppProviders>,
    );
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
