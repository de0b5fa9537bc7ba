import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { FileStorage } from '@stave/platform';

export const ARCHIVE_ROOT = 'stave-data';

export interface ArchivePart {
  // `profile` for identity's own part, else the service's name.
  name: string;
  // The part's JSON document: its sections are its keys.
  document: Record<string, unknown>;
  files: { key: string; name: string }[];
  // Where the files go: `files/<folder>/<name>`.
  folder: string;
}

export interface BuiltArchive {
  path: string;
  size: number;
  // Removes the temporary file.
  dispose(): Promise<void>;
}

// One zip of every part: `<part>.json`, a CSV per section that is a list of records, and the member's files. Built in
// a temporary file (storage wants the length up front), the stored files streamed into it one at a time.
export async function buildArchive(storage: FileStorage, parts: ArchivePart[], readme: string): Promise<BuiltArchive> {
  const dir = await mkdtemp(join(tmpdir(), 'stave-export-'));
  const path = join(dir, 'archive.zip');
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(path));
  const mtime = new Date();
  zip.addBuffer(Buffer.from(readme), `${ARCHIVE_ROOT}/README.txt`, { mtime });
  for (const part of parts) {
    zip.addBuffer(Buffer.from(JSON.stringify(part.document, null, 2)), `${ARCHIVE_ROOT}/${part.name}.json`, { mtime });
    for (const [section, value] of Object.entries(part.document)) {
      const csv = toCsv(value);
      if (csv !== null) zip.addBuffer(Buffer.from(csv), `${ARCHIVE_ROOT}/csv/${part.name}-${section}.csv`, { mtime });
    }
    for (const file of part.files) {
      // A file deleted since its service listed it becomes an empty entry rather than failing the archive.
      zip.addReadStreamLazy(`${ARCHIVE_ROOT}/files/${part.folder}/${file.name}`, { mtime }, (done) => {
        storage.get(file.key).then(
          (stored) => done(null, stored ? stored.body : Readable.from([])),
          (error: unknown) => done(error, Readable.from([])),
        );
      });
    }
  }
  zip.end();
  try {
    await written;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const { size } = await stat(path);
  return { path, size, dispose: () => rm(dir, { recursive: true, force: true }) };
}

export function archiveStream(archive: BuiltArchive): Readable {
  return createReadStream(archive.path);
}

// A section as CSV when it is a list of records (objects of plain values); null otherwise. Cells a spreadsheet
// would run as a formula (text only) are quoted with a leading apostrophe (OWASP CSV injection).
export function toCsv(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  if (!value.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row))) return null;
  const rows = value as Record<string, unknown>[];
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns.map(csvCell).join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    Array.isArray(value) && value.every((item) => typeof item !== 'object')
      ? value.join('; ')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value as string | number | boolean);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
