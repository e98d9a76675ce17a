// Encryption at rest for bank account and registration numbers (docs/product/security.md):
// AES-256-GCM with DATA_ENCRYPTION_KEY, a random 96-bit nonce per value, and the column name as
// associated data so a value copied into another column does not decrypt. Stored as
// `v1.<nonce>.<tag>.<cipher>`.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

function keyOf(hexKey: string) {
  const key = Buffer.from(hexKey, 'hex');
  if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes');
  return key;
}

export function encryptField(hexKey: string, column: string, plaintext: string) {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(hexKey), nonce);
  cipher.setAAD(Buffer.from(column));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptField(hexKey: string, column: string, stored: string) {
  const [version, nonce, tag, encrypted] = stored.split('.');
  if (version !== VERSION || !nonce || !tag || encrypted === undefined) {
    throw new Error('unknown encrypted field format');
  }
  const decipher = createDecipheriv('aes-256-gcm', keyOf(hexKey), Buffer.from(nonce, 'base64url'));
  decipher.setAAD(Buffer.from(column));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(encrypted, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** Every digit but the last four hidden: `123-45-67890` -> `***-**-*7890`. Never the whole value. */
export function maskDigits(value: string) {
  const digits = value.replace(/\D/g, '').length;
  let seen = 0;
  return value.replace(/\d/g, (digit) => {
    seen += 1;
    return seen > digits - 4 ? digit : '*';
  });
}
