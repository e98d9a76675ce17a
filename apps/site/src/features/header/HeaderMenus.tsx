// The header's two hover menus, loaded on the first intent to use them (DeferredMenu, issue 8).
import type { DeferredMenuProps } from '@academy/ui/DeferredMenu';
import { storyStrings } from '@academy/strings/reviews';
import { siteStrings } from '@academy/strings/site';
import { Box, Menu, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

const t = siteStrings.header;

/** The header's menus open on hover and on click, below their entry. */
function HoverMenu({
  target,
  opened,
  onChange,
  children,
}: DeferredMenuProps & { children: ReactNode }) {
  // Another page closes the menu, however it was reached (the item's click, the back button):
  // an open menu reopened under the resting pointer while the next page's code loaded.
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    onChange(false);
  }, [pathname, onChange]);
  return (
    <Menu
      trigger="click-hover"
      position="bottom-start"
      withinPortal
      opened={opened}
      onChange={onChange}
    >
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** spec 2.2: 과정 안내 lists the courses by group; each entry opens the admission view. */
export function CourseGuideMenu({
  onAdmission,
  ...menu
}: DeferredMenuProps & { onAdmission: () => void }) {
  return (
    <HoverMenu {...menu}>
      {siteStrings.courseGuide.groups.map((group) => (
        <Box key={group.label}>
          <Menu.Label>{group.label}</Menu.Label>
          {group.courses.map((course) => (
            <Menu.Item key={course} onClick={onAdmission}>
              {course}
              <Text span size="xs" c="dimmed" ml={6}>
                {siteStrings.courseGuide.levels.join(' · ')}
              </Text>
            </Menu.Item>
          ))}
        </Box>
      ))}
    </HoverMenu>
  );
}

/**
 * spec 2.2: 수강 후기 offers the course reviews page and the success-stories view; issue 21 adds
 * the public pass-stories page (here, in the lazy menu: nothing on the header's first visit).
 */
export function ReviewsMenu({
  onNavigate,
  onSuccessStories,
  ...menu
}: DeferredMenuProps & { onNavigate: () => void; onSuccessStories: () => void }) {
  return (
    <HoverMenu {...menu}>
      <Menu.Item component={Link} to="/reviews" onClick={onNavigate}>
        {t.courseReviews}
      </Menu.Item>
      <Menu.Item onClick={onSuccessStories}>{t.successReviews}</Menu.Item>
      <Menu.Item component={Link} to="/stories" onClick={onNavigate}>
        {storyStrings.menuLink}
      </Menu.Item>
    </HoverMenu>
  );
}
