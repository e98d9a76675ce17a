// docs/product/validation.md, docs/product/limits.md: a Korean mobile number, auto-formatted with
// hyphens as typed (3-4-4), at most 13 characters. Anything that is not a digit is dropped, so
// pasting '010 1234 5678' works too.
export const PHONE_MAX_LENGTH = 13;
const MAX_DIGITS = 11;

/** '010' -> '010', '0101234' -> '010-1234', '01012345678' -> '010-1234-5678'. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, MAX_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}
