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
 * a second run changes nothing. Pictures stored before the gallery (cover or
 * gallery rows) get their 640 and 1280 px copies, a bounded number a run.
 */
describe.each(BACKENDS)("remaking listing thumbnails on $name", (backend) => {
  const db = migratedDatabase(backend);

  async function storedFile(width: number, height: number, thumbnailSize: number, withCopies = true) {
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
        // Pictures stored since the gallery have their copies (their content does not matter here).
        ...(withCopies ? { mediumData: new Uint8Array(thumbnail), largeData: new Uint8Array(thumbnail) } : {}),
      },
    });
  }
  const copiesOf = async (id: string) => {
    const file = await db.prisma.storedFile.findUniqueOrThrow({ where: { id }, select: { mediumData: true, largeData: true } });
    if (!file.mediumData || !file.largeData) return null;
    const [medium, large] = await Promise.all([
      sharp(Buffer.from(file.mediumData)).metadata(),
      sharp(Buffer.from(file.largeData)).metadata(),
    ]);
    return { medium: [medium.format, medium.width, medium.height], large: [large.format, large.width, large.height] };
  };
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

    expect(await remakeListingThumbnails(db.prisma, { batchSize: 1 })).toEqual({
      checked: 2,
      remade: 1,
      variantsMade: 0,
      failed: 0,
      more: false,
    });
    expect(await thumbnailSizeOf(oversized.id)).toEqual(["webp", 320, 240]);
    expect(Buffer.from((await db.prisma.storedFile.findUniqueOrThrow({ where: { id: fitting.id } })).thumbnailData)).toEqual(
      Buffer.from(fittingBefore),
    );
    expect(await thumbnailSizeOf(avatar.id)).toEqual(["webp", 640, 480]);

    expect(await remakeListingThumbnails(db.prisma)).toEqual({ checked: 2, remade: 0, variantsMade: 0, failed: 0, more: false });
    await db.prisma.listing.deleteMany({ where: { clientId: client.id } });
  });

  it("gives pictures stored before the gallery their 640 and 1280 px copies, at most maxFiles a run, once", async () => {
    const specialist = await db.prisma.user.create({ data: userData() });
    const client = await db.prisma.client.create({ data: clientData() });
    const refs = { clientId: client.id, propertySpecialistId: specialist.id };
    const cover = await storedFile(2000, 1500, 320, false);
    const small = await storedFile(800, 600, 320, false);
    const gallery = await storedFile(1600, 1200, 320, false);
    const listing = await db.prisma.listing.create({ data: listingData(refs, { imageId: cover.id }) });
    await db.prisma.listingPicture.createMany({
      data: [
        { listingId: listing.id, fileId: cover.id, position: 0 },
        { listingId: listing.id, fileId: small.id, position: 1 },
        { listingId: listing.id, fileId: gallery.id, position: 2 },
      ],
    });
    const stray = await storedFile(2000, 1500, 320, false); // an avatar-like file of no listing: not touched

    expect(await remakeListingThumbnails(db.prisma, { batchSize: 2, maxFiles: 2 })).toEqual({
      checked: 0,
      remade: 0,
      variantsMade: 2,
      failed: 0,
      more: true,
    });
    // The next run goes on with the one left, then checks every listing picture's thumbnail.
    expect(await remakeListingThumbnails(db.prisma, { batchSize: 2, maxFiles: 2 })).toEqual({
      checked: 3,
      remade: 0,
      variantsMade: 1,
      failed: 0,
      more: false,
    });
    expect(await remakeListingThumbnails(db.prisma, { batchSize: 2 })).toEqual({
      checked: 3,
      remade: 0,
      variantsMade: 0,
      failed: 0,
      more: false,
    });

    expect(await copiesOf(cover.id)).toEqual({ medium: ["webp", 640, 480], large: ["webp", 1280, 960] });
    expect(await copiesOf(gallery.id)).toEqual({ medium: ["webp", 640, 480], large: ["webp", 1280, 960] });
    // Never enlarged: an 800 px picture's "1280" copy is 800 wide.
    expect(await copiesOf(small.id)).toEqual({ medium: ["webp", 640, 480], large: ["webp", 800, 600] });
    expect(await copiesOf(stray.id)).toBeNull();
  });
});
