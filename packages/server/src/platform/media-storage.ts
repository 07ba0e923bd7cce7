import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file read back: its bytes (the whole file or the asked range) and the file's full size. */
export interface StoredMedia {
  stream: Readable;
  size: number;
}

/** Where media files (AI event images and clips) are kept: by key, whole or by byte range. */
export interface MediaStorage {
  /** Stores a file under a key (replacing nothing: keys are random); resolves once it is durable. */
  put(key: string, body: Readable): Promise<void>;
  /** A stored file (`range` inclusive byte offsets within it), or null when the key holds none. */
  get(key: string, range?: { start: number; end: number }): Promise<StoredMedia | null>;
  /** The stored size of a file, or null when the key holds none. */
  size(key: string): Promise<number | null>;
  /** Removes a file (a missing one is no error). */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Creates a folder whose parent must exist (DATA_DIR is never created here: a missing one is a setup error, and a
 * test's nonexistent DATA_DIR stays untouched).
 */
export const ensureFolder = async (folder: string): Promise<void> => {
  try {
    await mkdir(folder);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
};

/**
 * Media on the local disk under `root` (DATA_DIR/media by default, a folder the server never serves statically):
 * `<root>/<first two characters>/<key>`, written to a partial file and renamed, so a reader never sees half a file.
 */
export class LocalDiskMediaStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`media key refused: ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, body: Readable): Promise<void> {
    const target = this.pathOf(key);
    await ensureFolder(this.root);
    await ensureFolder(path.dirname(target));
    const partial = `${target}.partial`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: { start: number; end: number }): Promise<StoredMedia | null> {
    const size = await this.size(key);
    if (size === null) return null;
    return { stream: createReadStream(this.pathOf(key), range ?? {}), size };
  }

  async size(key: string): Promise<number | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
