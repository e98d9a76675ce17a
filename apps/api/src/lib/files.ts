// Uploaded files (docs/product/security.md: "checked by content, size-limited, stored under
// .data/uploads behind a small storage interface"). Images are sniffed, bounded in bytes and pixels
// and re-encoded to WebP, which also strips metadata (EXIF GPS...); attachments are PDFs or images,
// also by content. Routes reach this through c.var.deps.files.
import { api } from '@academy/strings/api';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ApiError } from './errors.ts';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const AUDIO_MAX_BYTES = 20 * 1024 * 1024;
/** About 40 megapixels: enough for any photo, far below a decompression bomb. */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;

const IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
/** Listening items' audio, by content: the extension each is stored under. */
const AUDIO_TYPES = new Map([
  ['audio/mpeg', 'mp3'],
  ['audio/x-m4a', 'm4a'],
  ['audio/mp4', 'm4a'],
  ['audio/ogg', 'ogg'],
  ['audio/wav', 'wav'],
  ['audio/vnd.wave', 'wav'],
]);

const fileMessages = api.files;

/** What a route stores in its row and hands back to clients. */
export interface StoredFile {
  /** storage key, e.g. `images/2026/11/<uuid>.webp` */
  key: string;
  /** where the API serves it: `/api/files/<key>` (attachments need a signed URL, see signed-url.ts) */
  url: string;
  /** the uploader's file name, for downloads */
  name: string;
  /** bytes as stored */
  size: number;
  mime: string;
  width?: number;
  height?: number;
}

export interface FileMeta {
  name: string;
  mime: string;
}

/** The storage interface: local disk now, object storage later (docs/product/api.md). */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, meta: FileMeta): Promise<void>;
  open(
    key: string,
  ): Promise<{ body: ReadableStream<Uint8Array>; size: number; meta: FileMeta } | null>;
  delete(key: string): Promise<void>;
}

/** Keys are made here, never by callers: a fixed shape rules out path traversal. */
export const KEY_PATTERN =
  /^(images|attachments|private|audio|captions)\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(webp|pdf|mp3|m4a|ogg|wav|vtt)$/;

/** Files under `root` (DATA_DIR/uploads), each with a small JSON side file for its name and type. */
export function localDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes, meta) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await writeFile(`${file}.json`, JSON.stringify(meta));
      await rename(temporary, file);
    },
    async open(key) {
      if (!KEY_PATTERN.test(key)) return null;
      const file = fileOf(key);
      try {
        const [info, metaText] = await Promise.all([stat(file), readFile(`${file}.json`, 'utf8')]);
        const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
        return { body, size: info.size, meta: JSON.parse(metaText) as FileMeta };
      } catch {
        return null;
      }
    },
    async delete(key) {
      if (!KEY_PATTERN.test(key)) return;
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.json`, { force: true });
    },
  };
}

/** A display-safe file name: no directories, no control characters, at most 200 characters. */
export function safeFileName(name: string, fallback: string) {
  const base = path.basename(name.replaceAll('\\', '/'));
  // control and bidirectional-override characters (which could disguise `exe.pdf` as `fdp.exe`)
  // eslint-disable-next-line no-control-regex
  const unsafe = /[\u0000-\u001f\u007f"\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
  const cleaned = base.replace(unsafe, '').trim();
  return (cleaned || fallback).slice(0, 200);
}

function newKey(kind: 'images' | 'attachments' | 'private' | 'audio' | 'captions', ext: string) {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${kind}/${now.getUTCFullYear()}/${month}/${randomUUID()}.${ext}`;
}

const withExtension = (name: string, ext: string) => `${name.replace(/\.[^.]*$/, '')}.${ext}`;

export interface ImageOptions {
  /** the stored image fits inside these (never enlarged) */
  maxWidth: number;
  maxHeight: number;
  /** bytes accepted before decoding (default 5 MB) */
  maxBytes?: number;
  /**
   * Stored under `private/`: the public file route refuses these keys, and the route of the row
   * that owns the image serves it after its own access check (a question's photos).
   */
  private?: boolean;
  /** the content types accepted (by content), when narrower than PNG, JPEG, WebP and GIF */
  mimes?: readonly string[];
  /** the refusal of another type, when `mimes` narrows them */
  typeMessage?: string;
}

export interface FileService {
  storage: FileStorage;
  /**
   * A PNG, JPEG, WebP or GIF (by content, not name) of at most 5 MB, re-encoded to WebP inside
   * maxWidth x maxHeight. Throws 413/415 ApiErrors with Korean messages.
   */
  storeImage(file: Blob & { name?: string }, options: ImageOptions): Promise<StoredFile>;
  /** A PDF (kept as is) or an image (re-encoded) of at most 20 MB. */
  storeAttachment(file: Blob & { name?: string }): Promise<StoredFile>;
  /**
   * MP3, M4A, Ogg or WAV audio (by content) of at most 20 MB, kept as is under `audio/`: never
   * served by /api/files, only through a route that checks who may hear it.
   */
  storeAudio(file: Blob & { name?: string }): Promise<StoredFile>;
  /**
   * A lesson's WebVTT text, checked by the caller (routes/captions), kept under `captions/`:
   * never served by /api/files, only through the route that checks who may read the lesson.
   */
  storeCaption(text: string, name: string): Promise<StoredFile>;
  remove(key: string): Promise<void>;
}

export function createFileService(storage: FileStorage): FileService {
  async function encodeImage(bytes: Uint8Array, name: string, options: ImageOptions) {
    let output: { data: Buffer; info: { width: number; height: number } };
    try {
      output = await sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate() // apply the EXIF orientation before the metadata goes
        .resize({
          width: options.maxWidth,
          height: options.maxHeight,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', fileMessages.imageUnreadable);
    }
    const key = newKey(options.private ? 'private' : 'images', 'webp');
    const storedName = withExtension(safeFileName(name, 'image'), 'webp');
    await storage.put(key, output.data, { name: storedName, mime: 'image/webp' });
    return {
      key,
      url: `/api/files/${key}`,
      name: storedName,
      size: output.data.length,
      mime: 'image/webp',
      width: output.info.width,
      height: output.info.height,
    } satisfies StoredFile;
  }

  return {
    storage,
    async storeImage(file, options) {
      const maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES;
      if (file.size > maxBytes) {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', fileMessages.imageTooLarge);
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = await fileTypeFromBuffer(bytes);
      const accepted = options.mimes ? new Set(options.mimes) : IMAGE_MIMES;
      if (!type || !accepted.has(type.mime)) {
        throw new ApiError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          options.typeMessage ?? fileMessages.imageType,
        );
      }
      return encodeImage(bytes, file.name ?? 'image', options);
    },
    async storeAttachment(file) {
      if (file.size > ATTACHMENT_MAX_BYTES) {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', fileMessages.attachmentTooLarge);
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = await fileTypeFromBuffer(bytes);
      if (type && IMAGE_MIMES.has(type.mime)) {
        return encodeImage(bytes, file.name ?? 'image', {
          maxWidth: 4096,
          maxHeight: 4096,
        });
      }
      if (type?.mime !== 'application/pdf') {
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', fileMessages.attachmentType);
      }
      const key = newKey('attachments', 'pdf');
      const name = withExtension(safeFileName(file.name ?? '', 'document'), 'pdf');
      await storage.put(key, bytes, { name, mime: 'application/pdf' });
      return {
        key,
        url: `/api/files/${key}`,
        name,
        size: bytes.length,
        mime: 'application/pdf',
      };
    },
    async storeAudio(file) {
      if (file.size > AUDIO_MAX_BYTES) {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', fileMessages.audioTooLarge);
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = await fileTypeFromBuffer(bytes);
      const extension = type && AUDIO_TYPES.get(type.mime);
      if (!type || !extension) {
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', fileMessages.audioType);
      }
      const key = newKey('audio', extension);
      const name = withExtension(safeFileName(file.name ?? '', 'audio'), extension);
      await storage.put(key, bytes, { name, mime: type.mime });
      return { key, url: `/api/files/${key}`, name, size: bytes.length, mime: type.mime };
    },
    async storeCaption(text, name) {
      const bytes = new TextEncoder().encode(text);
      const key = newKey('captions', 'vtt');
      const stored = withExtension(safeFileName(name, 'captions'), 'vtt');
      await storage.put(key, bytes, { name: stored, mime: 'text/vtt' });
      return { key, url: `/api/files/${key}`, name: stored, size: bytes.length, mime: 'text/vtt' };
    },
    remove: (key) => storage.delete(key),
  };
}
