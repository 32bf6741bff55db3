import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';

/** Content types of the media files the API serves, by extension; other files in the folder are not served. */
const mediaContentTypes: Readonly<Record<string, string>> = {
  // The bank's recordings: Opus in WebM (`<item-id>.<accent>.weba`, scripts/synthesize-audio.mjs).
  '.weba': 'audio/webm',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  // The video tutorials (`npm run videos`) and their captions.
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** A media file the API can serve. */
export interface MediaFile {
  name: string;
  path: string;
  size: number;
  contentType: string;
  /** The first 16 hex digits of the SHA-256 of the file's bytes: its version in URLs and its ETag. */
  hash: string;
  modifiedAt: Date;
}

/** The files of `content/media`, indexed once at start. */
export interface MediaLibrary {
  /** The file called `name`, if it is one the API serves. */
  find(name: string): MediaFile | undefined;
  /**
   * The URL of a file, carrying its content hash (`/api/media/<name>?v=<hash>`) so browsers may cache it for
   * good; undefined when there is no such file.
   */
  urlFor(name: string): string | undefined;
  /** How many files are indexed. */
  readonly size: number;
}

/** The URL path media are served under. */
const mediaRoutePrefix = '/api/media';

// Names as the content scripts write them; anything else (a path, a dotfile, an encoded slash) is never a file here.
const mediaNamePattern = /^[a-z0-9][a-z0-9._-]{0,150}$/i;

function hashFile(path: string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolvePromise(hash.digest('hex').slice(0, 16)));
  });
}

/**
 * Indexes the media folder: every regular file (not a link, not in a sub-folder) with a served extension,
 * with its size and content hash. Versions are hashes of the bytes rather than the manifest's script hashes,
 * so a file re-encoded from the same script still gets a new URL. A missing folder gives an empty library.
 */
export async function openMediaLibrary(mediaDir: string): Promise<MediaLibrary> {
  const files = new Map<string, MediaFile>();
  if (existsSync(mediaDir)) {
    const entries = await readdir(mediaDir, { withFileTypes: true });
    await Promise.all(
      entries.map(async (entry) => {
        const contentType = mediaContentTypes[extname(entry.name).toLowerCase()];
        if (!entry.isFile() || !contentType || !mediaNamePattern.test(entry.name)) return;
        const path = join(mediaDir, entry.name);
        const [info, hash] = await Promise.all([stat(path), hashFile(path)]);
        files.set(entry.name, { name: entry.name, path, size: info.size, contentType, hash, modifiedAt: info.mtime });
      }),
    );
  }
  return {
    find: (name) => (mediaNamePattern.test(name) ? files.get(name) : undefined),
    urlFor(name) {
      const file = files.get(name);
      return file ? `${mediaRoutePrefix}/${encodeURIComponent(file.name)}?v=${file.hash}` : undefined;
    },
    size: files.size,
  };
}
