import { mockApi } from '@academy/api-client/mocks/api';
import { outboxHandlers } from '@academy/api-client/mocks/outbox';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { OutboxList } from './OutboxList.tsx';
import { OutboxMessageView } from './OutboxMessageView.tsx';
import { sampleMessages, sampleTemplates } from '../../test/outbox-samples.ts';

const api = mockApi();

describe('the outbox screen', () => {
  it('lists messages newest first with masked addresses, and filters by state', async () => {
    const user = userEvent.setup();
    api.use(...outboxHandlers(sampleMessages, sampleTemplates));
    renderWithProviders(<OutboxList />, { route: '/admin/outbox' });
    const table = await screen.findByRole('table', { name: '발송함' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('비밀번호 재설정')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('ki***@example.com')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('보관 (로컬)')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('계정 없음')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '상태' }));
    await user.click(await screen.findByRole('option', { name: '실패' }));
    expect(await screen.findAllByRole('row')).toHaveLength(2);
    expect(api.read.at(-1)).toBe('admin/outbox?state=FAILED');
  });

  it('shows a kept message as it would be sent, marked as not sent, its HTML in a sandbox', async () => {
    api.use(...outboxHandlers(sampleMessages, sampleTemplates));
    renderWithProviders(<OutboxMessageView id={3} />, { route: '/admin/outbox/3' });
    expect(
      await screen.findByText('로컬 모드: 이 메시지는 실제로 발송되지 않았습니다.'),
    ).toBeInTheDocument();
    expect(screen.getByText('[아카데미] 비밀번호 재설정 안내')).toBeInTheDocument();
    expect(screen.getByText(/reset-password\?user=7&token=abc/)).toBeInTheDocument();
    const frame = screen.getByTitle('메일 HTML 미리보기');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('김민지님');
  });

  it('does not mark a message that is waiting as kept by the local mode', async () => {
    api.use(...outboxHandlers(sampleMessages, sampleTemplates));
    renderWithProviders(<OutboxMessageView id={2} />, { route: '/admin/outbox/2' });
    expect(await screen.findByText('[아카데미] 이메일 주소를 인증해주세요')).toBeInTheDocument();
    expect(screen.queryByText(/로컬 모드/)).toBeNull();
  });
});
