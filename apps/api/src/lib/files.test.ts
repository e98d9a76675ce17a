import { describe, expect, it } from 'vitest';
import { toneWav } from '../db/seed/mock-exams.ts';
import { createFileService, KEY_PATTERN, safeFileName } from './files.ts';

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

describe('audio', () => {
  const service = () => {
    const stored = new Map<string, Uint8Array>();
    return {
      stored,
      files: createFileService({
        put: async (key, bytes) => void stored.set(key, bytes),
        open: async () => null,
        delete: async () => {},
      }),
    };
  };

  it('keeps a WAV as it is under audio/, with a key the storage accepts', async () => {
    const { files, stored } = service();
    const audio = await files.storeAudio(new File([toneWav(1)], '듣기 1.wav'));
    expect(audio.key).toMatch(/^audio\/\d{4}\/\d{2}\/[0-9a-f-]+\.wav$/);
    expect(KEY_PATTERN.test(audio.key)).toBe(true);
    expect(audio.name).toBe('듣기 1.wav');
    expect(stored.get(audio.key)).toEqual(toneWav(1));
  });

  it('refuses what is not audio, whatever its name, and stores nothing', async () => {
    const { files, stored } = service();
    await expect(
      files.storeAudio(new File(['not a sound'], 'fake.mp3', { type: 'audio/mpeg' })),
    ).rejects.toMatchObject({ status: 415 });
    expect(stored.size).toBe(0);
  });
});
