import { rosterCsvUrl } from '@academy/api-client/endpoints/enrolments';
import { mockApi } from '@academy/api-client/mocks/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ExportReasonDialog } from './ExportReasonDialog.tsx';

mockApi();

describe('the export reason dialog', () => {
  it('asks for a reason before downloading, then downloads with it', async () => {
    const user = userEvent.setup();
    const download = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <ExportReasonDialog
        csvUrl={(reason) => rosterCsvUrl(7, { behindBelow: '50' }, reason)}
        onClose={onClose}
        download={download}
      />,
    );
    await user.click(await screen.findByRole('button', { name: '내려받기' }));
    expect(await screen.findByText('내보내는 이유를 입력하세요')).toBeInTheDocument();
    expect(download).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: '이유' }), ' 학부모 상담 ');
    await user.click(screen.getByRole('button', { name: '내려받기' }));
    expect(download).toHaveBeenCalledWith(
      '/api/admin/lectures/7/roster?behindBelow=50&format=csv&reason=%ED%95%99%EB%B6%80%EB%AA%A8+%EC%83%81%EB%8B%B4',
    );
    expect(onClose).toHaveBeenCalled();
  });
});
