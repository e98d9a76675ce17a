import * as ko from '@academy/strings';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { RequireStaff } from './guards.tsx';
import { resetAuthSetup, setupAuth } from './setup.ts';
import { demoUsers, fakeAuthApi, resetSession, seedSession } from './testing.ts';

const AdminScreen = () => <p>강사관리 화면</p>;

const meta = {
  title: 'auth/RequireStaff',
  component: RequireStaff,
  args: { children: <AdminScreen />, redirect: fn() },
} satisfies Meta<typeof RequireStaff>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A teacher (role compared case-insensitively) sees the admin. */
export const Teacher: Story = {
  beforeEach: () => seedSession({ ...demoUsers.teacher, role: 'teacher' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('강사관리 화면')).toBeInTheDocument();
  },
};

/** A signed-in student gets a clear page with a way home, not the admin. */
export const StudentHasNoAccess: Story = {
  beforeEach: () => seedSession(demoUsers.student),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: ko.auth.noAccessTitle }),
    ).toBeInTheDocument();
    await expect(canvas.queryByText('강사관리 화면')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: ko.common.goHome })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: ko.common.classroom })).toBeInTheDocument();
  },
};

/** A visitor is sent to the site's login with the current address (redirect is a spy here). */
export const SignedOutGoesToLogin: Story = {
  beforeEach: () => {
    resetAuthSetup();
    resetSession();
    setupAuth({ api: fakeAuthApi(), watch: false, checkOnStart: false, notify: () => {} });
  },
  play: async ({ canvasElement, args }) => {
    await expect(
      await within(canvasElement).findByText(ko.auth.redirectingToLogin),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(args.redirect).toHaveBeenCalledWith(expect.stringContaining('/login?returnTo=')),
    );
  },
};
