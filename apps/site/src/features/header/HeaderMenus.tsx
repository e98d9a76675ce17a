// The header's two hover menus, loaded on the first intent to use them (DeferredMenu).
import type { DeferredMenuProps } from '@academy/ui/DeferredMenu';
import { passStoryStrings } from '@academy/strings/reviews';
import * as siteStrings from '@academy/strings/site';
import { Box, Menu, Text } from '@mantine/core';
import {
  cloneElement,
  useEffect,
  useRef,
  type MouseEventHandler,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Link, useLocation } from 'react-router';

const t = siteStrings.header;

type TriggerProps = { onMouseEnter?: MouseEventHandler; onClick?: MouseEventHandler };

/** The header's menus open on hover and on click, below their entry. */
function HoverMenu({
  target,
  opened,
  onChange,
  children,
}: DeferredMenuProps & { children: ReactNode }) {
  // Once closed (an item chosen, Escape, the pointer gone, another page), only the trigger opens
  // the menu again: the pointer entering it, a click, Enter or Space. Mantine's hover opening
  // waits the theme's openDelay and closing does not cancel it, so a pointer that had just entered
  // the dropdown reopened it under itself over the next page.
  const closed = useRef(false);
  // Another page closes the menu, however it was reached (the item's click, the back button).
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    closed.current = true;
    onChange(false);
  }, [pathname, onChange]);
  const trigger = target as ReactElement<TriggerProps>;
  const rearm =
    (own: MouseEventHandler | undefined): MouseEventHandler =>
    (event) => {
      closed.current = false;
      own?.(event);
    };
  return (
    <Menu
      trigger="click-hover"
      position="bottom-start"
      withinPortal
      opened={opened}
      onChange={(next) => {
        if (!next || !closed.current) onChange(next);
      }}
      onClose={() => {
        closed.current = true;
      }}
    >
      <Menu.Target>
        {cloneElement(trigger, {
          onMouseEnter: rearm(trigger.props.onMouseEnter),
          onClick: rearm(trigger.props.onClick),
        })}
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/**
 * 과정 안내 lists the courses by group; each entry opens the 과정 안내 page, /courses
 * (docs/product/screens.md).
 */
export function CourseGuideMenu({
  onNavigate,
  ...menu
}: DeferredMenuProps & { onNavigate: () => void }) {
  return (
    <HoverMenu {...menu}>
      {siteStrings.courseGuide.groups.map((group) => (
        <Box key={group.label}>
          <Menu.Label>{group.label}</Menu.Label>
          {group.courses.map((course) => (
            <Menu.Item key={course} component={Link} to="/courses" onClick={onNavigate}>
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
 * docs/product/screens.md: 수강 후기 offers the course reviews page and the success-stories view;
 * docs/product/learning.md adds the public pass-stories page (here, in the lazy menu: nothing on
 * the header's first visit).
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
      <Menu.Item component={Link} to="/pass-stories" onClick={onNavigate}>
        {passStoryStrings.menuLink}
      </Menu.Item>
    </HoverMenu>
  );
}
