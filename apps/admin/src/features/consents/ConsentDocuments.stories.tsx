import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consentHistoryHandlers, sampleConsentDocuments } from '@academy/api-client/mocks/consents';
import { failing } from '@academy/api-client/mocks/respond';
import { demoUsers, seedSession } from '@academy/auth/testing';
import { withAppShell } from '@academy/ui/storybook';
import { ConsentDocuments } from './ConsentDocuments.tsx';

const meta = {
  title: 'admin/ConsentDocuments',
  component: ConsentDocuments,
  decorators: [withAppShell],
  beforeEach: () => seedSession(demoUsers.admin),
  parameters: {
    route: '/admin/consents',
    msw: {
      handlers: consentHistoryHandlers([
        ...sampleConsentDocuments(2).filter((doc) => doc.kind === 'TERMS'),
        ...sampleConsentDocuments(1),
      ]),
    },
  },
} satisfies Meta<typeof ConsentDocuments>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = within(await canvas.findByRole('region', { name: '이용약관' }));
    await expect(terms.getByText(/^현재 2판/)).toBeInTheDocument();
    await expect(terms.getByText(/^지난 판: 1판/)).toBeInTheDocument();
  },
};

/** An empty body is refused before anything is sent. */
export const EmptyRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = await canvas.findByRole('textbox', { name: '본문' });
    await userEvent.clear(body);
    await userEvent.click(canvas.getByRole('button', { name: '게시' }));
    await expect(
      await canvas.findByText('본문을 입력해주세요. 빈 문서는 게시할 수 없습니다.'),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: failing(consentHistoryHandlers()) } },
};
