// Contacts as staff lists show them (docs/product/security.md: least exposure): enough to tell
// people apart, never the whole value. The whole value is read only through a detail route the
// access log records.

/** `ab***@domain.com`: the first two characters of the local part (one when it is that short). */
export function maskEmail(email: string) {
  const at = email.lastIndexOf('@');
  if (at < 0) return `${email.slice(0, 2)}***`;
  const local = email.slice(0, at);
  const shown = local.length > 2 ? local.slice(0, 2) : local.slice(0, 1);
  return `${shown}***${email.slice(at)}`;
}

/** `010-****-5678`: the first group and the last four digits. */
export function maskPhone(phone: string | null) {
  if (!phone) return phone;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '****';
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}
