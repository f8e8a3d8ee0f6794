import { AVATAR_LIMITS, type PictureLimits } from "@/lib/domain/pictures";

/**
 * The browser's early avatar checks (PRODUCT.md#avatar), before the confirmation: the
 * file's size, then its decoded pixel size. The server checks again, by content.
 * Answers the message to show, or null when the picture may be sent.
 */
export function avatarProblem(
  file: { size: number },
  dimensions: { width: number; height: number } | null,
  limits: PictureLimits = AVATAR_LIMITS,
): string | null {
  if (file.size > limits.maxBytes) return limits.messages.tooManyBytes;
  if (dimensions && (dimensions.width > limits.maxWidth || dimensions.height > limits.maxHeight)) return limits.messages.tooManyPixels;
  return null;
}

/** Decodes the picture to learn its pixel size; null when the browser cannot read it as an image. */
export async function readImageDimensions(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const dimensions = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return dimensions;
  } catch {
    return null;
  }
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(file);
  });
}
