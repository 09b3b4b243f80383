// A reproducible .tar.gz: the same files give the same bytes on any machine, in any folder, at any
// time. Entries are sorted, every timestamp, owner and group is zero, modes are fixed, paths are
// relative, and the gzip header carries no time and a fixed system byte. No tar program is needed
// (macOS and Windows ship different ones, and GNU tar's reproducibility flags exist nowhere else).
import { gzipSync } from "node:zlib";

export interface ArchiveEntry {
  /** Path inside the archive, with "/" separators. */
  path: string;
  data: Buffer;
}

const BLOCK = 512;
const FILE_MODE = 0o644;
// gzip's "operating system" header byte: 3 (Unix) whatever zlib was compiled for.
const GZIP_OS_OFFSET = 9;
const GZIP_OS_UNIX = 3;

function writeString(header: Buffer, value: string, offset: number, length: number): void {
  const bytes = Buffer.from(value, "utf8");
  if (bytes.length > length) throw new Error(`tar: "${value}" is longer than ${length} bytes`);
  bytes.copy(header, offset);
}

function writeOctal(header: Buffer, value: number, offset: number, length: number): void {
  writeString(header, `${value.toString(8).padStart(length - 1, "0")}\0`, offset, length);
}

// ustar keeps a path in two fields: up to 155 bytes of folders, then up to 100 of name.
function splitPath(path: string): { prefix: string; name: string } {
  if (Buffer.byteLength(path) <= 100) return { prefix: "", name: path };
  const cut = path.lastIndexOf("/", 155);
  if (cut <= 0 || Buffer.byteLength(path.slice(cut + 1)) > 100) {
    throw new Error(`tar: the path "${path}" is too long for a ustar archive`);
  }
  return { prefix: path.slice(0, cut), name: path.slice(cut + 1) };
}

function fileHeader(path: string, size: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, name } = splitPath(path);
  writeString(header, name, 0, 100);
  writeOctal(header, FILE_MODE, 100, 8);
  writeOctal(header, 0, 108, 8); // uid
  writeOctal(header, 0, 116, 8); // gid
  writeOctal(header, size, 124, 12);
  writeOctal(header, 0, 136, 12); // mtime
  header.fill(" ", 148, 156); // the checksum counts its own field as spaces
  writeString(header, "0", 156, 1); // a regular file
  writeString(header, "ustar\u000000", 257, 8);
  writeString(header, prefix, 345, 155);
  const checksum = header.reduce((sum, byte) => sum + byte, 0);
  writeString(header, `${checksum.toString(8).padStart(6, "0")}\0 `, 148, 8);
  return header;
}

/** The gzipped ustar archive of `entries`, in path order. */
export function reproducibleTarGz(entries: readonly ArchiveEntry[]): Buffer {
  const sorted = [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const blocks: Buffer[] = [];
  for (const { path, data } of sorted) {
    blocks.push(fileHeader(path, data.length), data);
    const padding = (BLOCK - (data.length % BLOCK)) % BLOCK;
    if (padding > 0) blocks.push(Buffer.alloc(padding));
  }
  blocks.push(Buffer.alloc(2 * BLOCK)); // the end-of-archive marker
  const gzipped = gzipSync(Buffer.concat(blocks), { level: 9 });
  gzipped[GZIP_OS_OFFSET] = GZIP_OS_UNIX;
  return gzipped;
}
