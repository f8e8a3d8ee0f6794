import { withPictureSlot } from "@/server/files/picture-queue";
import { MAX_JSON_BYTES } from "./input";

/**
 * For routes whose JSON may carry a picture as a data URL (listings, avatars):
 * a body over the ordinary JSON limit, or of unknown length (chunked), waits
 * for a picture slot before it is read, so a burst of uploads holds at most a
 * few bodies in memory at once (server/files/picture-queue.ts: 503 when the
 * queue is full). A small body reads freely and queues only to decode.
 */
export function withPictureUploadSlot<T>(req: Request, work: () => Promise<T>): Promise<T> {
  const declared = req.headers.get("content-length");
  const mayBeLarge = declared === null || !(Number(declared) <= MAX_JSON_BYTES);
  return mayBeLarge ? withPictureSlot(work) : work();
}
