import { MantineProvider } from '@mantine/core';
import { setNonce } from 'get-nonce';
import { useContext, type ReactNode } from 'react';
import { DocumentValuesContext, readStyleNonce } from '../document/document-values.ts';
import { themeStorageManager } from '../color-scheme.ts';
import { cssVariablesResolver, theme } from '../theme.ts';
import { ModalsHost } from './ModalsHost.tsx';
import { ToastHost } from './ToastHost.tsx';

const colorSchemeManager = themeStorageManager();

const pageNonce = readStyleNonce();
// A modal's scroll lock (react-remove-scroll, inside Mantine's Modal and Drawer) injects <style>
// elements of its own and takes their nonce from get-nonce: without it the CSP blocks them.
if (pageNonce) setNonce(pageNonce);

/** Mantine with the academy theme, the stored colour scheme (default system), toasts and modals
 * (both loaded when first used). */
export function AppProviders({
  children,
  env = 'default',
}: {
  children: ReactNode;
  /** 'test' for component tests: no transitions, no portals (Mantine's test environment) */
  env?: 'default' | 'test';
}) {
  // A server render knows the nonce from its request; the browser from the page.
  const nonce = useContext(DocumentValuesContext).nonce ?? pageNonce;
  return (
    <MantineProvider
      env={env}
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      {...(nonce ? { getStyleNonce: () => nonce } : {})}
    >
      {children}
      <ToastHost />
      <ModalsHost />
    </MantineProvider>
  );
}
