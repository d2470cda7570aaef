import Database from "better-sqlite3";

/**
 * A better-sqlite3 connection for code outside the server's store (the commands, the demo,
 * the benchmark) that may open and close several. On Node 24.19 and later, better-sqlite3 12
 * aborts the process when the garbage collector destroys a statement or a connection
 * (decision 10): a command that opened a connection, read, and closed it could die at the
 * next collection. This connection and every statement it prepares stay referenced for the
 * life of the process, so none is ever collected; closing it is still allowed and wanted.
 * Run pragmas with `exec` (`pragma()` makes statements this cannot see). The native backup
 * object each `backup()` makes (`npm run backup`) is kept the same way.
 */
const kept: object[] = [];

export function keptConnection(path: string, options?: Database.Options): Database.Database {
  const sqlite = new Database(path, options);
  kept.push(sqlite);
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const statement = prepare(source);
    kept.push(statement);
    return statement;
  }) as typeof sqlite.prepare;
  keepBackups(sqlite);
  return sqlite;
}

/**
 * better-sqlite3's `backup()` asks the connection's native object (its one symbol-keyed
 * property) for a Backup object and drops it when the copy ends: this keeps each one.
 */
function keepBackups(sqlite: Database.Database): void {
  const native = Object.getOwnPropertySymbols(sqlite)
    .map((symbol) => (sqlite as unknown as Record<symbol, unknown>)[symbol])
    .find((value): value is { backup: (...args: unknown[]) => object } => typeof (value as { backup?: unknown })?.backup === "function");
  if (!native) throw new Error("better-sqlite3's connection no longer has the native backup method keptConnection expects");
  const backup = native.backup;
  native.backup = function (this: unknown, ...args: unknown[]) {
    const made = backup.apply(this, args);
    kept.push(made);
    return made;
  };
}
