import { cartHandlers } from '@academy/api-client/mocks/commerce';
import { demoUsers, resetSession, seedSession } from '@academy/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withAppShell } from '@academy/ui/storybook';
import { ReviewsMenu } from './HeaderMenus.tsx';
import { SiteHeader } from './SiteHeader.tsx';

const meta = {
  title: 'site/SiteHeader',
  component: SiteHeader,
  decorators: [withAppShell],
  parameters: { layout: 'fullscreen' },
  // The account links show from 768 px up (below, in the burger's drawer): Storybook's preview
  // pane beside its sidebar and panel is narrower than that.
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof SiteHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Signed out, login and sign-up (docs/product/screens.md). */
export const SignedOut: Story = {
  beforeEach: () => resetSession(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: '로그인' }).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('link', { name: '마이페이지' })).not.toBeInTheDocument();
  },
};

/** A student: name, classroom entry, my page, the cart's count, no admin button. */
export const Student: Story = {
  beforeEach: () => seedSession(demoUsers.student),
  parameters: {
    msw: {
      handlers: cartHandlers([
        {
          lectureId: 4,
          kind: 'COURSE',
          title: 'EJU 화학',
          lectureTitle: 'EJU 화학',
          price: 150000,
        },
        {
          lectureId: 4,
          kind: 'TEXTBOOK',
          title: '화학 노트',
          lectureTitle: 'EJU 화학',
          price: 22000,
        },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the count comes from the student's saved cart
    await expect(await canvas.findByRole('link', { name: '장바구니 2개' })).toBeInTheDocument();
    await expect(canvas.getAllByText(`${demoUsers.student.name}님`).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('link', { name: '마이페이지' }).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('link', { name: '관리자' })).not.toBeInTheDocument();
  },
};

/** A teacher (role compared case-insensitively): the admin button, no my page. */
export const Teacher: Story = {
  beforeEach: () => seedSession({ ...demoUsers.teacher, role: 'teacher' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: '관리자' }).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('link', { name: '마이페이지' })).not.toBeInTheDocument();
  },
};

/**
 * 수강 후기's menu (loaded on intent) leads to the reviews and stories pages (docs/product/screens.md,
 * docs/product/learning.md).
 */
export const ReviewsMenuOpen: Story = {
  beforeEach: () => resetSession(),
  render: () => (
    <ReviewsMenu
      opened
      onChange={() => {}}
      target={<button type="button">수강 후기</button>}
      onNavigate={() => {}}
      onSuccessStories={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    // the dropdown is in a portal, outside the canvas; jsdom never ends its opening transition,
    // so it stays display: none there (hidden: true)
    const page = within(canvasElement.ownerDocument.body);
    const item = (name: string) => page.findByRole('menuitem', { name, hidden: true });
    await expect(await item('강의 후기')).toHaveAttribute('href', '/reviews');
    await expect(await item('합격후기 모아 보기')).toHaveAttribute('href', '/pass-stories');
  },
};
