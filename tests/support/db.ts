import Database from "better-sqlite3";

/**
 * One read-only connection per database file, with its statements, for the whole test
 * process: on Node 24.19 and later a better-sqlite3 12 connection or statement that is
 * garbage-collected can abort the process (decision 10), so none is ever dropped. WAL lets
 * this second connection read what the server commits.
 */
const connections = new Map<string, { db: Database.Database; statements: Map<string, Database.Statement> }>();

/** Reads the server's SQLite file directly, as a second connection. */
export function readRows<T = Record<string, unknown>>(dbPath: string, table: "enquiries" | "messages"): T[] {
  let connection = connections.get(dbPath);
  if (!connection) {
    connection = { db: new Database(dbPath, { readonly: true, fileMustExist: true }), statements: new Map() };
    connections.set(dbPath, connection);
  }
  let statement = connection.statements.get(table);
  if (!statement) {
    statement = connection.db.prepare(`select * from ${table} order by created_at, id`);
    connection.statements.set(table, statement);
  }
  return statement.all() as T[];
}
