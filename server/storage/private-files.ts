import {
  chmodSync,
  closeSync,
  existsSync,
  fchmodSync,
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname } from "node:path";
import { log } from "#server/log.ts";

/**
 * The database holds people's names, phone numbers and messages: its folder is the owner's
 * alone (0700) and so are its files and the exports written from it (0600). The server also
 * sets its umask to 0o077 (server/run.ts), so nothing else it creates is readable by others.
 */
const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** The files SQLite keeps for a database: itself, its write-ahead log and index, its rollback journal. */
export function databaseFiles(path: string): string[] {
  return [path, `${path}-wal`, `${path}-shm`, `${path}-journal`];
}

/**
 * Creates a folder and its missing parents one level at a time, each 0700. (Node 20's
 * recursive mkdir spins forever when a parent exists but refuses children, as under /proc;
 * this fails with the operating system's error instead.)
 */
function createFolder(dir: string): void {
  if (existsSync(dir)) return;
  const parent = dirname(dir);
  if (parent !== dir) createFolder(parent);
  mkdirSync(dir, { mode: PRIVATE_FOLDER_MODE });
}

/**
 * Makes the database's folder the owner's alone. A new folder is created 0700. An existing
 * folder open to others is tightened with chmod and one log line saying so, rather than
 * refused: the server keeps answering, and an operator who made the folder with the
 * default umask has nothing to fix. But only a folder that is the database's own: owned by
 * this user, without the sticky bit (/tmp), and holding files only. A folder with
 * subfolders is shared with other things (the project's root, /var/lib), and closing it
 * could break them: it is left as it is, with one log line, and the files in it are still
 * 0600 (privateDatabaseFiles), so only their names show.
 */
export function ensurePrivateFolder(dir: string): void {
  if (!existsSync(dir)) return createFolder(dir);
  if (process.platform === "win32") return; // no Unix modes to speak of
  const { mode, uid } = statSync(dir);
  if ((mode & 0o077) === 0) return;
  const shared =
    (mode & 0o1000) !== 0 ||
    uid !== process.getuid?.() ||
    readdirSync(dir, { withFileTypes: true }).some((entry) => entry.isDirectory());
  if (shared) {
    log.warn({
      event: "database_folder_shared",
      folder: dir,
      mode: octal(mode),
      note: "left as it is; the database files are 0600",
    });
    return;
  }
  chmodSync(dir, PRIVATE_FOLDER_MODE);
  log.warn({ event: "database_folder_tightened", folder: dir, was: octal(mode), now: octal(PRIVATE_FOLDER_MODE) });
}

/**
 * Makes the database's files 0600, before SQLite opens them: a new database file is
 * created 0600 here (SQLite would make it 0644 under the usual umask, and the commands do
 * not set the server's), and the files of a database made before this rule are tightened,
 * with one log line. SQLite then gives the -wal and -shm it creates the database file's
 * own mode.
 */
export function privateDatabaseFiles(path: string): void {
  if (!existsSync(path)) {
    try {
      closeSync(openSync(path, "wx", PRIVATE_FILE_MODE));
    } catch (error) {
      if ((error as { code?: string }).code !== "EEXIST") throw error; // made meanwhile: tightened below
    }
  }
  if (process.platform === "win32") return;
  const tightened = databaseFiles(path).filter((file) => {
    if (!existsSync(file) || (statSync(file).mode & 0o077) === 0) return false;
    chmodSync(file, PRIVATE_FILE_MODE);
    return true;
  });
  if (tightened.length > 0)
    log.warn({ event: "database_files_tightened", files: tightened, now: octal(PRIVATE_FILE_MODE) });
}

/**
 * Writes `text` to `path`, readable and writable by its owner only: a new file is created
 * 0600, and an existing one is made 0600 before a byte of the new text is in it.
 */
export function writePrivateFile(path: string, text: string): void {
  const fd = openSync(path, "w", PRIVATE_FILE_MODE);
  try {
    fchmodSync(fd, PRIVATE_FILE_MODE);
    writeFileSync(fd, text);
  } finally {
    closeSync(fd);
  }
}
