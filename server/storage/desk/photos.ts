import { createHash, randomBytes } from "node:crypto";
import type { NewPhoto, PhotoFormat, PhotoRecord, PhotoStore, PhotoVariantBytes } from "#domain/photos.ts";
import { DeskPart } from "./context";

/** better-sqlite3 binds a Buffer, not a plain Uint8Array (what a worker's call brings over IPC). */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The photo library (migration 0019): photos and their resized variants' bytes, in the
 * database so that every app server reads the same ones. The processing is done before the
 * call (app/desk/photos.server.ts, in the web process), so the one writer only stores.
 */
export class PhotoQueries extends DeskPart implements PhotoStore {
  async listPhotos(): Promise<PhotoRecord[]> {
    const [photos, variants] = await Promise.all([
      this.db
        .selectFrom("photos")
        .leftJoin("staff", "staff.id", "photos.uploadedBy")
        .selectAll("photos")
        .select("staff.name as uploadedByName")
        .orderBy("photos.uploadedAt", "desc")
        .orderBy("photos.id")
        .execute(),
      this.db
        .selectFrom("photo_variants")
        .select(["photoId", "width", "format", "size"])
        .orderBy("photoId")
        .orderBy("width")
        .orderBy("format")
        .execute(),
    ]);
    const byPhoto = new Map<string, PhotoRecord["variants"]>();
    for (const { photoId, width, format, size } of variants) {
      const list = byPhoto.get(photoId) ?? [];
      list.push({ width, format, size });
      byPhoto.set(photoId, list);
    }
    return photos.map((photo) => ({ ...photo, variants: byPhoto.get(photo.id) ?? [] }));
  }

  async addPhoto(photo: NewPhoto, staffId: string): Promise<{ id: string; hash: string }> {
    const variants = [...photo.variants].sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));
    if (variants.length === 0) throw new Error("a photo needs at least one variant");
    // The name changes whenever any stored byte does, so a browser's year-long copy is never stale.
    const digest = createHash("sha256");
    for (const variant of variants) digest.update(`${variant.width}.${variant.format}:`).update(variant.bytes);
    const hash = digest.digest("hex").slice(0, 16);
    const id = randomBytes(6).toString("hex");
    await this.writes.run(async (trx) => {
      await trx
        .insertInto("photos")
        .values({
          id,
          category: photo.category,
          altEn: photo.altEn,
          altHi: photo.altHi,
          width: photo.width,
          height: photo.height,
          hash,
          uploadedBy: staffId,
          uploadedAt: this.now(),
        })
        .execute();
      await trx
        .insertInto("photo_variants")
        .values(
          variants.map((variant) => ({
            photoId: id,
            width: variant.width,
            format: variant.format,
            size: variant.bytes.byteLength,
            bytes: asBuffer(variant.bytes),
          })),
        )
        .execute();
      await this.auditIn(trx, {
        action: "photo.added",
        staffId,
        subject: id,
        detail: { category: photo.category, width: photo.width, height: photo.height },
      });
    });
    return { id, hash };
  }

  async setPhotoAlt(id: string, alt: { altEn: string; altHi: string }, staffId: string): Promise<boolean> {
    return this.writes.run(async (trx) => {
      const changed = await trx
        .updateTable("photos")
        .set({ altEn: alt.altEn, altHi: alt.altHi })
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) return false;
      await this.auditIn(trx, { action: "photo.alt_changed", staffId, subject: id });
      return true;
    });
  }

  async deletePhoto(id: string, staffId: string): Promise<boolean> {
    return this.writes.run(async (trx) => {
      // Variants first, by hand: SQLite enforces the reference only with foreign_keys on.
      await trx.deleteFrom("photo_variants").where("photoId", "=", id).execute();
      const removed = await trx.deleteFrom("photos").where("id", "=", id).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) return false;
      await this.auditIn(trx, { action: "photo.deleted", staffId, subject: id });
      return true;
    });
  }

  async photoVariant(id: string, hash: string, width: number, format: PhotoFormat): Promise<PhotoVariantBytes | null> {
    const row = await this.db
      .selectFrom("photo_variants")
      .innerJoin("photos", "photos.id", "photo_variants.photoId")
      .select(["photo_variants.bytes", "photo_variants.format"])
      .where("photos.id", "=", id)
      .where("photos.hash", "=", hash)
      .where("photo_variants.width", "=", width)
      .where("photo_variants.format", "=", format)
      .executeTakeFirst();
    return row ? { bytes: row.bytes, format: row.format } : null;
  }
}
