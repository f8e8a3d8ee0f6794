import { useTranslations } from "next-intl";

/** A gallery picture's name in the screen's language: "Picture 3" or "Picture 3, Sunset deck" (lib/domain/gallery-order.ts). */
export function usePictureName(): (caption: string | null, index: number) => string {
  const t = useTranslations("listings.gallery");
  return (caption, index) => (caption ? t("nameWithCaption", { number: index + 1, caption }) : t("name", { number: index + 1 }));
}
