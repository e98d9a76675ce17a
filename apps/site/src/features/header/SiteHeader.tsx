import { appUrl } from '@academy/auth/origins';
import { isStaff, isStudent } from '@academy/auth/roles';
import { useSession } from '@academy/auth/use-session';
import { DeferredMenu } from '@academy/ui/DeferredMenu';
import { ThemeMenu } from '@academy/ui/ThemeMenu';
import { activeViewAtom, type HomeView } from '@academy/ui/interface-state';
import * as siteStrings from '@academy/strings/site';
import { Anchor, Box, Burger, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMounted } from '@mantine/hooks';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useClassroomEntry } from '../../shared/use-classroom-entry.ts';
import { CartButton } from '../../shared/cart/CartButton.tsx';
import classes from './SiteHeader.module.css';

const t = siteStrings.header;

const CourseGuideMenu = lazy(() =>
  import('./HeaderMenus.tsx').then((module) => ({ default: module.CourseGuideMenu })),
);
const ReviewsMenu = lazy(() =>
  import('./HeaderMenus.tsx').then((module) => ({ default: module.ReviewsMenu })),
);
const MobileMenu = lazy(() => import('./MobileMenu.tsx'));

/** The site header on every page; a burger menu below 768 px (docs/product/screens.md). */
export function SiteHeader() {
  const { user, isAuthenticated, logout } = useSession();
  const setView = useSetAtom(activeViewAtom);
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The header arrives drawn by the server; a tap on the menu before the page's code has taken it
  // over would be lost, so the button waits, disabled, until then (as HydratedFieldset does).
  const mounted = useMounted();
  // The drawer's code loads with the first press of the burger and stays for its closing animation.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (opened && !drawerWanted) setDrawerWanted(true);
  const classroom = useClassroomEntry();

  // The logo and the view entries set the home view before going to / (docs/product/screens.md).
  const goHome = (view: HomeView = 'home') => {
    setView(view);
    close();
    void navigate('/');
  };

  const mainLinks = (
    <>
      <Anchor component={Link} to="/about" className={classes.link} onClick={close}>
        {t.about}
      </Anchor>
      <DeferredMenu
        openOnHover
        target={<UnstyledButton className={classes.link}>{t.courseGuide}</UnstyledButton>}
      >
        {(menu) => <CourseGuideMenu {...menu} onNavigate={close} />}
      </DeferredMenu>
      <DeferredMenu
        openOnHover
        target={<UnstyledButton className={classes.link}>{t.reviews}</UnstyledButton>}
      >
        {(menu) => (
          <ReviewsMenu {...menu} onNavigate={close} onSuccessStories={() => goHome('success')} />
        )}
      </DeferredMenu>
      <Anchor component={Link} to="/notices" className={classes.link} onClick={close}>
        {t.notices}
      </Anchor>
    </>
  );

  const accountLinks = (
    <>
      <Button component={Link} to="/purchase" variant="subtle" onClick={close}>
        {t.purchase}
      </Button>
      <CartButton onNavigate={close} />
      {isAuthenticated && user ? (
        <>
          <Button
            onClick={classroom.enter}
            loading={classroom.connecting}
            loaderProps={{ type: 'dots' }}
          >
            {classroom.connecting ? t.connecting : t.classroom}
          </Button>
          <Text fw={600} aria-label={t.greeting(user.name)}>
            {t.greeting(user.name)}
          </Text>
          {isStudent(user) && (
            <Button component="a" href={appUrl('classroom', '/mypage')} variant="light">
              {t.myPage}
            </Button>
          )}
          {isStaff(user) && (
            <Button component="a" href={appUrl('admin', '/admin')} variant="light" color="grape">
              {t.admin}
            </Button>
          )}
          <Button variant="default" onClick={() => void logout()}>
            {t.logout}
          </Button>
        </>
      ) : (
        <>
          <Button component={Link} to="/login" variant="default" onClick={close}>
            {t.login}
          </Button>
          <Button component={Link} to="/signup" onClick={close}>
            {t.signup}
          </Button>
        </>
      )}
    </>
  );

  return (
    <Box component="header" className={classes.header}>
      <Group justify="space-between" h="100%" px="md" wrap="nowrap">
        <UnstyledButton
          onClick={() => goHome('home')}
          aria-label={t.homeLabel}
          className={classes.logo}
        >
          {siteStrings.brand}
        </UnstyledButton>
        <Group component="nav" aria-label={t.mainNav} gap="lg" visibleFrom="md">
          {mainLinks}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Group gap="xs" visibleFrom="md" wrap="nowrap">
            {accountLinks}
          </Group>
          <ThemeMenu />
          <Burger
            opened={opened}
            onClick={toggle}
            disabled={!mounted}
            hiddenFrom="md"
            aria-label={t.openMenu}
          />
        </Group>
      </Group>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close}>
            {mainLinks}
            {accountLinks}
          </MobileMenu>
        </Suspense>
      )}
    </Box>
  );
}
