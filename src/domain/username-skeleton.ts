/**
 * Usernames that look alike. A username is kept in Unicode's compatibility form (NFKC), so fullwidth
 * "ｓｕｐｐｏｒｔ" and a ligature "ﬁ" are the plain letters they show, and a new username is refused when
 * one of its skeletons (below) is an existing one's: "suppοrt" written with a Greek omicron is not a second
 * account beside "support".
 */

/**
 * Characters that look like a Latin letter or digit, mapped to it: the Greek and Cyrillic letters of
 * Unicode's confusables.txt (Unicode Technical Standard #39, "Unicode Security Mechanisms") whose
 * prototype is one Latin letter, and the Latin and digit pairs it lists (0 and O, 1 and l; capital I is read both ways, below). NFKC has
 * already turned fullwidth and other compatibility forms into plain letters.
 */
const LOOKALIKES: Record<string, string> = {
  // Greek capitals
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  // Greek small letters
  α: 'a', ι: 'i', ν: 'v', ο: 'o', ρ: 'p', σ: 'o', υ: 'u', γ: 'y', ϲ: 'c', ϳ: 'j',
  // Cyrillic capitals
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', Ѕ: 'S', І: 'I', Ј: 'J', Ү: 'Y', Ԛ: 'Q', Ԝ: 'W', Ӏ: 'I',
  // Cyrillic small letters
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', ѕ: 's', і: 'i', ј: 'j', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'l',
  // Latin and digits
  ı: 'i', ǀ: 'l', '1': 'l', '|': 'l', '0': 'o',
};

/** A username in the form it is kept and compared in: Unicode's compatibility form (NFKC), trimmed. */
export function normaliseUsername(username: string): string {
  return username.normalize('NFKC').trim();
}

/** Each lookalike character as the Latin letter it imitates. */
function latinLetters(text: string): string {
  return Array.from(text, (character) => LOOKALIKES[character] ?? character).join('');
}

/** Text in lower case (the small forms of lookalike capitals mapped again), "rn" read as "m", invisible characters dropped. */
function folded(text: string): string {
  return latinLetters(text.toLowerCase())
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .replace(/rn/g, 'm');
}

/**
 * What a username looks like, for telling lookalikes apart: its compatibility form folded (each
 * lookalike character as the Latin letter it imitates, lower case), and, when it has a capital I, also
 * with that I read as a small l, as "Ian" and "lan" look alike. Two usernames that share a skeleton
 * could be mistaken for each other.
 */
export function usernameSkeletons(username: string): string[] {
  const latin = latinLetters(normaliseUsername(username));
  const asTyped = folded(latin);
  const capitalIAsL = folded(latin.replace(/I/g, 'l'));
  return capitalIAsL === asTyped ? [asTyped] : [asTyped, capitalIAsL];
}

/** The first of `existing` that a new username could be mistaken for (same skeleton), if any. */
export function lookalikeOf(username: string, existing: readonly string[]): string | undefined {
  const skeletons = new Set(usernameSkeletons(username));
  return existing.find((other) => usernameSkeletons(other).some((skeleton) => skeletons.has(skeleton)));
}

/** The answer to a new username that looks like one already taken, in words. */
export function lookalikeUsernameMessage(username: string, existing: string): string {
  return `The username "${username}" looks too much like "${existing}", which is already taken by an account or a pending invitation (letters from another alphabet, or characters such as 0 and O that look alike). Choose another.`;
}
