import { mockApi } from '@academy/api-client/mocks/api';
import { deviceHandlers } from '@academy/api-client/mocks/playback';
import * as streaming from '@academy/strings/streaming';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { StudentDevices } from './StudentDevices.tsx';

const t = streaming.devices;
const api = mockApi(
  ...deviceHandlers([
    {
      deviceId: 'device-0001',
      label: 'Chrome · Windows',
      firstSeenAt: '2026-11-20T01:00:00.000Z',
      lastSeenAt: '2026-11-28T03:00:00.000Z',
      playing: true,
    },
    {
      deviceId: 'device-0002',
      label: 'Safari · iOS',
      firstSeenAt: '2026-11-21T01:00:00.000Z',
      lastSeenAt: '2026-11-22T03:00:00.000Z',
      playing: false,
    },
  ]),
);

describe("a student's playback devices", () => {
  it('lists them with the one playing, and resets them only after a confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StudentDevices studentId={101} />, { route: '/admin/students/101' });
    const section = await screen.findByRole('region', { name: t.title });
    expect(await within(section).findByText('Chrome · Windows')).toBeInTheDocument();
    expect(within(section).getByText('Safari · iOS')).toBeInTheDocument();
    expect(within(section).getByText(t.playing)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: t.reset }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(api.sent.filter((sent) => sent.method === 'DELETE')).toEqual([]);

    await user.click(within(section).getByRole('button', { name: t.reset }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: t.reset }),
    );
    expect(await within(section).findByText(t.empty)).toBeInTheDocument();
    expect(api.sent.filter((sent) => sent.method === 'DELETE')).toHaveLength(1);
  });
});
