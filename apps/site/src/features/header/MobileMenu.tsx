// The burger menu's drawer, loaded when the burger is first pressed.
import * as siteStrings from '@academy/strings/site';
import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export default function MobileMenu({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    // From the right, over the header's burger: one close button shows, the drawer's own.
    <Drawer
      opened={opened}
      onClose={onClose}
      title={siteStrings.brand}
      hiddenFrom="md"
      size="80%"
      position="right"
    >
      <Stack component="nav" aria-label={siteStrings.header.mainNav} gap="md">
        {children}
      </Stack>
    </Drawer>
  );
}
