import Database from "better-sqlite3";

/**
 * A better-sqlite3 connection for code outside the server's store (the commands, the demo,
 * the benchmark) that may open and close several. On Node 24.19 and later, better-sqlite3 12
 * aborts the process when the garbage collector destroys a statement or a connection
 * (decision 10): a command that opened a connection, read, and closed it could die at the
 * next collection. This connection and every statement it prepares stay referenced for the
 * life of the process, so none is ever collected; closing it is still allowed and wanted.
 * Run pragmas with `exec` (`pragma()` makes statements this cannot see).
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
  return sqlite;
}
