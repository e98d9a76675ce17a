// The parent's reduced navigation (docs/product/parents.md): their children, their own account and
// the site. No bell, no lecture list, nothing of a student's.
import { appUrl } from '@academy/auth/origins';
import * as guardianStrings from '@academy/strings/messages-guardians';
import { ThemeMenu } from '@academy/ui/ThemeMenu';
import { Anchor, Group, Title } from '@mantine/core';
import { NavLink } from 'react-router';

const t = guardianStrings.children;

/** The page's heading and the parent's links (no title: the links only, the page has its own). */
export function ParentHeader({ title }: { title?: string }) {
  return (
    <Group
      component="header"
      justify={title ? 'space-between' : 'flex-end'}
      mb="lg"
      wrap="wrap"
      gap="sm"
    >
      {title && <Title order={1}>{title}</Title>}
      <Group component="nav" aria-label={t.navLabel} gap="md">
        <Anchor component={NavLink} to="/children" end>
          {t.nav.children}
        </Anchor>
        <Anchor component={NavLink} to="/mypage">
          {t.nav.account}
        </Anchor>
        <Anchor href={appUrl('site', '/')}>{t.nav.site}</Anchor>
        <ThemeMenu />
      </Group>
    </Group>
  );
}
