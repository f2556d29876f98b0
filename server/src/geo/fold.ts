/** Letters that do not decompose into a base letter and a mark, spelled as people type them. */
const spelled: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
};

const unspelled = new RegExp(`[${Object.keys(spelled).join('')}]`, 'g');

/**
 * A name as it is compared: lower-cased, accents dropped ("Zürich" → "zurich", "Łódź" → "lodz"),
 * runs of spaces made one. Used for the gazetteer's keys and for what people type.
 */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(unspelled, (letter) => spelled[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}
