import type { University } from '@academy/api-client/contract';
import { failing, pending } from '@academy/api-client/mocks/respond';
import { universityHandlers } from '@academy/api-client/mocks/universities';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { UniversityList } from './UniversityList.tsx';

/** An inline logo, so the story loads nothing from a server. */
const logo = (color: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><circle cx="40" cy="40" r="40" fill="${color}"/></svg>`,
  )}`;
const universities: University[] = [
  { id: 1, name: '도쿄대학', type: 'NATIONAL', logoUrl: logo('#1c7ed6') },
  { id: 2, name: '와세다대학', type: 'PRIVATE', logoUrl: logo('#c92a2a') },
  { id: 3, name: '지케이카이의과대학', type: 'MEDICAL', logoUrl: null },
];

const meta = {
  title: 'admin/UniversityList',
  component: UniversityList,
  decorators: [withLiveAppShell],
  parameters: { route: '/admin/pass-stories' },
} satisfies Meta<typeof UniversityList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Name, type and logo (an uploaded image; the initial when there is none). */
export const Filled: Story = {
  parameters: { msw: { handlers: universityHandlers(universities) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: '도쿄대학 로고' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: '지케이카이의과대학 로고 변경' }),
    ).toBeEnabled();
    await expect(canvas.getByRole('cell', { name: '의학계' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: universityHandlers([]) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('등록된 대학교가 없습니다.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pending(universityHandlers([])) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: failing(universityHandlers([])) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
