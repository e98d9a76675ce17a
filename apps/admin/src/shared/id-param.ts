/** A positive integer route parameter, or null for anything else. */
export function idFrom(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
