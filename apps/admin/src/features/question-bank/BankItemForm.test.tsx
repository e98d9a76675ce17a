import { mockApi } from '@academy/api-client/mocks/api';
import { apiPath, http } from '@academy/api-client/mocks/respond';
import * as ma from '@academy/strings/mock-authoring';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, renderWithProviders } from '../../test/render.tsx';
import { BankItemForm } from './BankItemForm.tsx';

const api = mockApi();
const t = ma.bank;

async function fillChoice(user: ReturnType<typeof userEvent.setup>, options: string[]) {
  await fill(user, screen.getByRole('textbox', { name: t.unit }), '語彙');
  await fill(user, screen.getByRole('textbox', { name: t.stem }), '「簡潔」の意味は？');
  for (const [index, text] of options.entries()) {
    if (text) await fill(user, screen.getByRole('textbox', { name: t.option(index) }), text);
  }
}

describe('BankItemForm', () => {
  it('refuses an empty option and a missing answer at the options, sends nothing, keeps the values', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BankItemForm />, { route: '/admin/question-bank/new' });
    await fillChoice(user, ['短い', '', '難しい', '丁寧']);
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ma.errors.optionEmpty);
    expect(screen.getByRole('radiogroup', { name: t.options })).toHaveAccessibleDescription(
      ma.errors.optionEmpty,
    );
    expect(api.sent).toEqual([]);
    expect(screen.getByRole('textbox', { name: t.option(0) })).toHaveValue('短い');

    await fill(user, screen.getByRole('textbox', { name: t.option(1) }), '長い');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ma.errors.answerInvalid);
    expect(api.sent).toEqual([]);
  });

  it('keeps options between 4 and 6', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BankItemForm />, { route: '/admin/question-bank/new' });
    expect(screen.getByRole('button', { name: t.removeOption(0) })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: t.addOption }));
    await user.click(screen.getByRole('button', { name: t.addOption }));
    expect(screen.getByRole('textbox', { name: t.option(5) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.addOption })).toBeDisabled();
  });

  it("shows the server's refusal at its field and keeps the values", async () => {
    const user = userEvent.setup({ delay: null });
    api.use(
      http.post(apiPath('admin/question-bank'), () =>
        Response.json(
          {
            success: false,
            code: 'BAD_REQUEST',
            message: ma.errors.imageInvalid,
            data: { field: 'imageKey' },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<BankItemForm />, { route: '/admin/question-bank/new' });
    await fillChoice(user, ['短い', '長い', '難しい', '丁寧']);
    await user.click(screen.getByRole('radio', { name: t.answerOf(0) }));
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ma.errors.imageInvalid);
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]!.body).toMatchObject({ kind: 'CHOICE', answerIndex: 0, unit: '語彙' });
    expect(screen.getByRole('textbox', { name: t.unit })).toHaveValue('語彙');
  });
});
