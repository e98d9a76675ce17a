import { describe, expect, it } from 'vitest';
import { KEY_PATTERN, safeFileName } from './files.ts';

describe('safeFileName', () => {
  it('keeps Korean names and drops directories, quotes and control characters', () => {
    expect(safeFileName('강의 자료.pdf', 'x')).toBe('강의 자료.pdf');
    expect(safeFileName('../../etc/passwd', 'x')).toBe('passwd');
    expect(safeFileName('C:\\Users\\me\\photo.png', 'x')).toBe('photo.png');
    expect(safeFileName('a"b\u0007c.pdf', 'x')).toBe('abc.pdf');
  });

  it('removes bidirectional overrides that disguise an extension', () => {
    expect(safeFileName('report\u202Efdp.exe', 'x')).toBe('reportfdp.exe');
  });

  it('falls back when nothing is left and caps the length', () => {
    expect(safeFileName('   ', 'document')).toBe('document');
    expect(safeFileName(`${'가'.repeat(300)}.pdf`, 'x')).toHaveLength(200);
  });
});

describe('storage keys', () => {
  it('accept only the shape the service makes', () => {
    expect(KEY_PATTERN.test('images/2026/11/0f8fad5b-d9cb-469f-a165-70867728950e.webp')).toBe(true);
    expect(KEY_PATTERN.test('attachments/2026/11/0f8fad5b-d9cb-469f-a165-70867728950e.pdf')).toBe(
      true,
    );
    for (const key of [
      '../secrets.json',
      'images/2026/11/../../../secrets.json',
      'images/2026/11/0f8fad5b-d9cb-469f-a165-70867728950e.html',
      'videos/2026/11/0f8fad5b-d9cb-469f-a165-70867728950e.webp',
    ]) {
      expect(KEY_PATTERN.test(key), key).toBe(false);
    }
  });
});
