import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of an export archive: JSON or text is compressed, recordings are stored as they are. */
interface ExportFile {
  name: string;
  bytes: Uint8Array;
  compress: boolean;
}

/**
 * Streams a ZIP archive of `files` (text first, then whatever `more` yields, one at a time). Recordings are read
 * one by one as the download drains, so a learner with hundreds of recordings never has them all in memory.
 */
export function zipStream(files: ExportFile[], more: () => AsyncIterable<ExportFile>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const add = ({ name, bytes, compress }: ExportFile) => {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(entry);
    entry.push(bytes, true);
  };

  void (async () => {
    for (const file of files) add(file);
    for await (const file of more()) {
      add(file);
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

const encoder = new TextEncoder();

/** A pretty-printed JSON file of an export. */
export function jsonFile(name: string, value: unknown): ExportFile {
  return { name, bytes: encoder.encode(`${JSON.stringify(value, null, 2)}\n`), compress: true };
}

/** A plain-text file of an export. */
export function textFile(name: string, text: string): ExportFile {
  return { name, bytes: encoder.encode(text), compress: true };
}
