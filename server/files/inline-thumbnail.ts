import { getPicture } from "@/server/files/get-picture";

/**
 * A stored picture's thumbnail as a `data:` URL, for the one picture a page's first HTML carries (the first listing
 * tile's, usually the page's largest paint): on a phone a picture of its own costs one more round trip after the
 * document, more than the page's whole budget over the framework's (docs/PERFORMANCE.md, issue 47).
 */
export async function thumbnailDataUrl(fileId: string): Promise<string> {
  const { contentType, data } = await getPicture(fileId, "thumbnail");
  return `data:${contentType};base64,${Buffer.from(data).toString("base64")}`;
}
