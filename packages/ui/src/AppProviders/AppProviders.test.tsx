import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.head.querySelector('meta[name="csp-nonce"]')?.remove();
  vi.resetModules();
});

describe('AppProviders', () => {
  it('puts the page nonce on the styles Mantine injects (CSP)', async () => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'r4nd0m';
    document.head.append(meta);
    const { AppProviders, readStyleNonce } = await import('./index.ts');
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

  it('puts the page nonce on the scroll lock styles an open modal injects', async () => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'm0d4l';
    document.head.append(meta);
    const { AppProviders } = await import('./AppProviders.tsx');
    const { Modal } = await import('@mantine/core');
    render(
      <AppProviders>
        <Modal opened onClose={() => {}} title="확인">
          내용
        </Modal>
      </AppProviders>,
    );
    expect(await screen.findByText('내용')).toBeInTheDocument();
    const injected = [...document.querySelectorAll('style:not([data-mantine-styles])')];
    expect(injected.length).toBeGreaterThan(0);
    for (const style of injected) expect(style.getAttribute('nonce')).toBe('m0d4l');
  });

  it('works without a nonce (Storybook, tests) and keeps the theme key', async () => {
    localStorage.setItem('theme', 'dark');
    const { AppProviders, readStyleNonce } = await import('./index.ts');
    expect(readStyleNonce()).toBeUndefined();
    render(
      <AppProviders>
        <p>내용</p>
      </AppProviders>,
    );
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
