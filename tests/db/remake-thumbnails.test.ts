import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { remakeListingThumbnails } from "@/server/files/remake-thumbnails";
import { pictureBytes } from "@/tests/support/pictures";
import { clientData, listingData, sha256Hex, userData } from "./factories";
import { BACKENDS, migratedDatabase } from "./harness";

/**
 * `npm run pictures:thumbnails`: a listing picture stored with a 640 px
 * thumbnail gets one of today's 320 px from its stored bytes; one already
 * within the limit and an avatar (not a listing's) are left as they are, and
 * a second run changes nothing.
 */
describe.each(BACKENDS)("remaking listing thumbnails on $name", (backend) => {
  const db = migratedDatabase(backend);

  async function storedFile(width: number, height: number, thumbnailSize: number) {
    const data = await pictureBytes(width, height, "jpeg");
    const thumbnail = await sharp(data).resize({ width: thumbnailSize, height: thumbnailSize, fit: "inside" }).webp().toBuffer();
    return db.prisma.storedFile.create({
      data: {
        contentType: "image/jpeg",
        byteSize: data.length,
        width,
        height,
        sha256: sha256Hex(data),
        data: new Uint8Array(data),
        thumbnailData: new Uint8Array(thumbnail),
        thumbnailContentType: "image/webp",
      },
    });
  }
  const thumbnailSizeOf = async (id: string) => {
    const file = await db.prisma.storedFile.findUniqueOrThrow({ where: { id }, select: { thumbnailData: true } });
    const { width, height, format } = await sharp(Buffer.from(file.thumbnailData)).metadata();
    return [format, width, height];
  };

  it("remakes only the listing thumbnails over the limit, once", async () => {
    const specialist = await db.prisma.user.create({ data: userData() });
    const client = await db.prisma.client.create({ data: clientData() });
    const refs = { clientId: client.id, propertySpecialistId: specialist.id };
    const oversized = await storedFile(1200, 900, 640);
    const fitting = await storedFile(1200, 900, 320);
    const avatar = await storedFile(400, 300, 640);
    await db.prisma.listing.create({ data: listingData(refs, { imageId: oversized.id }) });
    await db.prisma.listing.create({ data: listingData(refs, { imageId: fitting.id }) });
    await db.prisma.user.update({ where: { id: specialist.id }, data: { pictureId: avatar.id } });
    const fittingBefore = (await db.prisma.storedFile.findUniqueOrThrow({ where: { id: fitting.id } })).thumbnailData;

    expect(await remakeListingThumbnails(db.prisma, 1)).toEqual({ checked: 2, remade: 1 });
    expect(await thumbnailSizeOf(oversized.id)).toEqual(["webp", 320, 240]);
    expect(Buffer.from((await db.prisma.storedFile.findUniqueOrThrow({ where: { id: fitting.id } })).thumbnailData)).toEqual(
      Buffer.from(fittingBefore),
    );
    expect(await thumbnailSizeOf(avatar.id)).toEqual(["webp", 640, 480]);

    expect(await remakeListingThumbnails(db.prisma)).toEqual({ checked: 2, remade: 0 });
  });
});
