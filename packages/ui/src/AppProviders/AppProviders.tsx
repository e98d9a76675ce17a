import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { themeStorageManager } from '../color-scheme.ts';
import { ko } from '../strings/ko.ts';
import { cssVariablesResolver, theme } from '../theme.ts';

const colorSchemeManager = themeStorageManager();

/**
 * The CSP style nonce the server writes into each page (`<meta name="csp-nonce" content>`):
 * Mantine puts it on the <style> tags it injects, so `style-src 'nonce-...'` allows them
 * (design 3: CSP). Read once; a page without the meta (Storybook, tests) gets no nonce.
 */
export function readStyleNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  return content || undefined;
}

const nonce = readStyleNonce();
const getStyleNonce = nonce ? () => nonce : undefined;

/** Mantine with the academy theme, the stored colour scheme (default system), toasts and modals. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      {...(getStyleNonce ? { getStyleNonce } : {})}
    >
      <ModalsProvider labels={{ confirm: ko.common.confirm, cancel: ko.common.cancel }}>
        <Notifications position="top-center" />
        {children}
      </ModalsProvider>
    </MantineProvider>
  );
}
