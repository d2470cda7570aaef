import { readFileSync } from "node:fs";
import { processPhoto } from "#app/desk/photos.server.ts";
import type { PhotoCategory } from "#domain/photos.ts";
import { withDesk } from "./desk";

/** A portrait phone photo with EXIF orientation, GPS and a camera make (tests/fixtures/photos/README.md). */
export const PHONE_PHOTO_PATH = new URL("../fixtures/photos/phone-portrait.jpg", import.meta.url).pathname;

/**
 * The sample phone photo, processed as an upload is and stored straight into the server's
 * database: a library with a photo in it, for the tests of the screens around it.
 */
export async function addSamplePhoto(
  databaseUrl: string,
  staffId: string,
  details: { category?: PhotoCategory; altEn?: string; altHi?: string } = {},
): Promise<{ id: string; hash: string }> {
  const processed = await processPhoto(new Uint8Array(readFileSync(PHONE_PHOTO_PATH)));
  if (!processed.ok) throw new Error(processed.error);
  return withDesk(databaseUrl, (database) =>
    database.desk.addPhoto(
      {
        category: details.category ?? "labs",
        altEn: details.altEn ?? "Sample photo: students in a laboratory",
        altHi: details.altHi ?? "नमूना फ़ोटो: प्रयोगशाला में छात्र",
        width: processed.width,
        height: processed.height,
        variants: processed.variants,
      },
      staffId,
    ),
  );
}
