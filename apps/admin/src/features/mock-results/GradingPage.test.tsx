import { apiPath, http, mockApi } from '@academy/api-client/mocks/api';
import { mockStaffHandlers, waitingSitting } from '@academy/api-client/mocks/mock-results';
import * as mockResults from '@academy/strings/mock-results';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, renderWithProviders } from '../../test/render.tsx';
import { GradingPage } from './GradingPage.tsx';

const t = mockResults.admin;
const api = mockApi(...mockStaffHandlers());

describe('grading a 記述', () => {
  it('shows the prompt and the text with its length, saves a level and a comment, then offers the next', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GradingPage sittingId={32} />);
    expect(await screen.findByText(waitingSitting.writing!.text)).toBeInTheDocument();
    expect(screen.getByText(t.characters(44))).toBeInTheDocument();
    expect(screen.getByText(waitingSitting.writing!.prompts[1]!)).toBeInTheDocument();
    const levels = screen.getByRole('radiogroup', { name: t.levelLegend });
    expect(levels.querySelectorAll('input[type="radio"]')).toHaveLength(9);

    await user.click(screen.getByRole('radio', { name: t.levelOption(35) }));
    await fill(user, screen.getByRole('textbox', { name: t.comment }), '근거가 분명합니다.');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(api.sent.at(-1)).toEqual({
      method: 'PUT',
      path: 'admin/mock-sittings/32/writing',
      body: { level: 35, comment: '근거가 분명합니다.' },
    });
    expect(screen.getByRole('link', { name: t.next })).toHaveAttribute(
      'href',
      '/admin/mock-sittings/33',
    );
  });

  it('asks for a level and a comment before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GradingPage sittingId={32} />);
    await user.click(await screen.findByRole('button', { name: t.save }));
    expect(await screen.findByText(mockResults.validation.levelInvalid)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t.comment })).toHaveAccessibleDescription(
      expect.stringContaining(mockResults.validation.commentRequired),
    );
    expect(api.sent).toEqual([]);
  });

  it('keeps the values and shows the server’s message at the field when it refuses', async () => {
    const user = userEvent.setup();
    api.use(
      http.put(apiPath('admin/mock-sittings/:id/writing'), () =>
        Response.json(
          {
            success: false,
            code: 'BAD_REQUEST',
            message: mockResults.validation.commentTooLong(1000),
            data: { field: 'comment' },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<GradingPage sittingId={32} />);
    await user.click(await screen.findByRole('radio', { name: t.levelOption(20) }));
    await fill(user, screen.getByRole('textbox', { name: t.comment }), '짧은 코멘트');
    await user.click(screen.getByRole('button', { name: t.save }));
    const comment = screen.getByRole('textbox', { name: t.comment });
    await expect.poll(() => comment.getAttribute('aria-invalid')).toBe('true');
    expect(comment).toHaveAccessibleDescription(
      expect.stringContaining(mockResults.validation.commentTooLong(1000)),
    );
    expect(comment).toHaveValue('짧은 코멘트');
    expect(screen.getByRole('radio', { name: t.levelOption(20) })).toBeChecked();
  });
});
