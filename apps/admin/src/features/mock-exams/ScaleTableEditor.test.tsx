import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as ma from '@academy/strings/mock-authoring';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ScaleTableEditor } from './ScaleTableEditor.tsx';

const reading = {
  id: 3,
  kind: 'READING' as const,
  rawMax: 4,
  scaleMax: 200,
  scale: { table: [0, 50, 100, 150, 200], linear: true },
};

async function retype(user: ReturnType<typeof userEvent.setup>, raw: number, value: string) {
  const cell = screen.getByRole('textbox', { name: ma.mock.scaleCell(raw) });
  await user.clear(cell);
  await user.type(cell, value);
  return cell;
}

describe('ScaleTableEditor', () => {
  it('prefills the linear table and labels it 추정', () => {
    renderWithProviders(<ScaleTableEditor section={reading} onSave={vi.fn()} />);
    const group = screen.getByRole('group', { name: ma.mock.scaleTitle });
    expect(within(group).getByText('추정')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: ma.mock.scaleCell(4) })).toHaveValue('200');
  });

  it('refuses a decreasing table at the grid, says so, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    renderWithProviders(<ScaleTableEditor section={reading} onSave={onSave} />);
    const cell = await retype(user, 2, '40');
    await user.click(screen.getByRole('button', { name: ma.mock.saveScale }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ma.errors.scaleDecreasing);
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(cell).toHaveValue('40');
    expect(onSave).not.toHaveBeenCalled();
    // the 추정 label goes once the table is no longer the linear one
    expect(screen.queryByText('추정')).not.toBeInTheDocument();
  });

  it('refuses a score above the scale and one that is not a number', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    renderWithProviders(<ScaleTableEditor section={reading} onSave={onSave} />);
    await retype(user, 4, '250');
    await user.click(screen.getByRole('button', { name: ma.mock.saveScale }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ma.errors.scaleRange(200));
    await retype(user, 4, 'x');
    await user.click(screen.getByRole('button', { name: ma.mock.saveScale }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ma.errors.scaleRange(200));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a never-decreasing table as numbers, and shows the server refusal', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    renderWithProviders(
      <ScaleTableEditor section={reading} onSave={onSave} serverError={ma.errors.scaleLength(4)} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(ma.errors.scaleLength(4));
    await retype(user, 1, '80');
    await user.click(screen.getByRole('button', { name: ma.mock.saveScale }));
    expect(onSave).toHaveBeenCalledWith([0, 80, 100, 150, 200]);
  });

  it('has no table for 記述', () => {
    renderWithProviders(
      <ScaleTableEditor section={{ ...reading, kind: 'WRITING', scale: null }} onSave={vi.fn()} />,
    );
    expect(screen.getByText(ma.mock.writingScale)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
