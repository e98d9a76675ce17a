// The scale table editor's cells as typed and the problem of a table, in the words the server
// answers (contract scaleProblemMessage over eju.ts scaleTableProblem), found before sending.
import { scaleProblemMessage } from '@academy/api-client/contract';
import { scaleTableProblem } from '@academy/api-client/contract/eju';

/** The cells as text, one per raw score. */
export const cellsOf = (table: readonly number[]) => table.map(String);

/** The numbers of the cells; a cell that is not a whole number reads as NaN. */
export const tableOf = (cells: readonly string[]) =>
  cells.map((cell) => (/^\d{1,4}$/.test(cell.trim()) ? Number(cell.trim()) : Number.NaN));

/** What is wrong with the cells (the message) and the first cell at fault, or null. */
export function cellsProblem(
  cells: readonly string[],
  rawMax: number,
  max: number,
): { message: string; cell: number | null } | null {
  const table = tableOf(cells);
  const problem = scaleTableProblem(table, rawMax, max);
  if (!problem) return null;
  let cell: number | null = null;
  if (problem === 'range') {
    cell = table.findIndex((value) => !Number.isInteger(value) || value < 0 || value > max);
  } else if (problem === 'decreasing') {
    cell = table.findIndex((value, raw) => raw > 0 && value < table[raw - 1]!);
  }
  return { message: scaleProblemMessage(problem, rawMax, max), cell };
}
