import { randomBytes } from "node:crypto";

/**
 * A UUID whose first 48 bits are the time in milliseconds (RFC 9562's version 7), the rest
 * random: unique as randomUUID's, but rows written together sort together, so a table's index
 * on its id takes a burst of rows on its last pages instead of one scattered page each (each a
 * page more for the commit to write). For the rows written many times per enquiry (the
 * timeline's entries, the outbox's rows), whose ids reveal no more than their own times do.
 */
export function timeOrderedId(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
