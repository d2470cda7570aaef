import Database from "better-sqlite3";

/** Reads the server's SQLite file directly, as a second connection (WAL allows it). */
export function readRows<T = Record<string, unknown>>(dbPath: string, table: "enquiries" | "messages"): T[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`select * from ${table} order by created_at, id`).all() as T[];
  } finally {
    db.close();
  }
}
