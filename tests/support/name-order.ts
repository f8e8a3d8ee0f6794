/**
 * The order lists put names in, as the database's `name_order_key()` computes it (migration
 * 20261214090000_order_keys): lower case, Latin accents folded, "ñ" after every "n" ("n~"). Tests compare a list's
 * order against it.
 */
const ACCENTED = "ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿÑ";
const FOLDED = "aaaaaaaaaaaacceeeeeeeeiiiiiiiioooooooooooouuuuuuuuyyyñ";

export function nameOrderKey(name: string): string {
  const folded = [...name.toLowerCase()].map((letter) => {
    const at = ACCENTED.indexOf(letter);
    return at >= 0 ? FOLDED[at]! : letter;
  });
  return folded.join("").replaceAll("ñ", "n~");
}
