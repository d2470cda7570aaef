/** CSV as staff open it in a spreadsheet: the command-line export and the desk's download share it. */

/**
 * A spreadsheet runs a cell starting with = or @ (or a tab or carriage return) as a formula,
 * and one starting with + or - unless it is a plain number ("+91 98765 43210", "-5"); a
 * leading apostrophe makes it plain text, so a visitor cannot plant one. A phone is left as
 * it is, so a colleague's spreadsheet can dial and sort it.
 */
export function neutraliseFormula(value: string): string {
  if (/^[=@\t\r]/.test(value)) return `'${value}`;
  if (/^[+-]/.test(value) && !/^[+-][\d\s().-]*$/.test(value)) return `'${value}`;
  return value;
}

function csvCell(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header and rows of cells as they are (an import's refused rows under the file's own header): UTF-8 with a byte-order mark. */
export function cellsToCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** UTF-8 with a byte-order mark so Excel picks the right encoding; CRLF rows as RFC 4180 says. */
export function toCsv<Row extends object>(columns: readonly (keyof Row & string)[], rows: readonly Row[]): string {
  const lines = [
    columns.join(","),
    ...rows.map((row) => columns.map((column) => csvCell(String(row[column] ?? ""))).join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
