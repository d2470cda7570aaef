/** CSV as staff open it in a spreadsheet: the command-line export and the desk's download share it. */

/**
 * A spreadsheet reads a cell starting with = + - @ (or a tab or carriage return) as a
 * formula; a leading apostrophe makes it plain text, so a visitor cannot plant one.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** UTF-8 with a byte-order mark so Excel picks the right encoding; CRLF rows as RFC 4180 says. */
export function toCsv<Row extends object>(columns: readonly (keyof Row & string)[], rows: readonly Row[]): string {
  const lines = [
    columns.join(","),
    ...rows.map((row) => columns.map((column) => csvCell(String(row[column] ?? ""))).join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
