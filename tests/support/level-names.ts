import { CONTROL_IDS } from '../../src/domain/controls';
import { controlTitle } from '../../src/domain/control-titles';

/**
 * The ways a text may name a level other than by ASD's name: the specification's word for it as a second name in
 * brackets ("Maturity Level Two (Developing)", "Two (Standard)"), the specification's level title "Not Implemented",
 * or "not implemented" (ASD's outcome for a requirement) used as a level. ASD's outcome "Not implemented" for a
 * requirement is allowed.
 */
const SECOND_NAMES: readonly RegExp[] = [
  /\((?:Basic|Standard|High|Initial|Developing|Managed)\)/,
  /Not Implemented/,
  /not implemented \(level/i,
  /Controls not implemented/i,
  /Maturity Level Not/i,
  /\b(?:Basic|Standard|High) \(Maturity Level/,
];

/** Each place a text names a level by anything but ASD's name alone, with a little of the text around it; empty when there is none. */
export function levelNameFaults(text: string): string[] {
  return SECOND_NAMES.flatMap((pattern) => {
    const found = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    return [...text.matchAll(found)].map((match) => `"${text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40)}"`);
  });
}

const TITLES = CONTROL_IDS.map((id) => controlTitle(id));
// Longest first, so that no title is found inside a longer one.
const ANY_TITLE = new RegExp(TITLES.toSorted((a, b) => b.length - a.length).map((title) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');

/** A strategy title where a text names it. */
interface Named {
  title: string;
  start: number;
  end: number;
}

/** The strategy titles a text names, in the order it names them. */
function titlesNamed(text: string): Named[] {
  return [...text.matchAll(ANY_TITLE)].map((match) => ({ title: match[0], start: match.index, end: match.index + match[0].length }));
}

/** The end of a sentence or clause: a full stop, semicolon or colon before a space or the end. */
const CLAUSE_END = /[.;:](?:\s|$)/;

/**
 * Where in a text eight strategy titles in a row name each strategy once with no sentence or clause ending between
 * them, as a table's rows, a list or a chart's axes do (prose that names them across several sentences is no
 * listing): the index of the first title of each such run.
 */
function runsOfEight(text: string, found: readonly Named[]): number[] {
  const starts: number[] = [];
  for (let start = 0; start + TITLES.length <= found.length; start += 1) {
    const run = found.slice(start, start + TITLES.length);
    const between = text.slice(run[0]!.end, run.at(-1)!.start);
    if (new Set(run.map((named) => named.title)).size === TITLES.length && !CLAUSE_END.test(between)) starts.push(start);
  }
  return starts;
}

/** Whether the eight titles from `start` are ASD's order. */
function inAsdOrderAt(found: readonly Named[], start: number): boolean {
  return found.slice(start, start + TITLES.length).every((named, index) => named.title === TITLES[index]);
}

/**
 * Each listing of the eight strategies in a text in another order than ASD's (see `runsOfEight`). A run that overlaps a listing in ASD's order is
 * that listing read with names from the prose before or after it, or from the next listing, and is no fault. Empty
 * when every listing is in ASD's order.
 */
export function strategyOrderFaults(text: string): string[] {
  const found = titlesNamed(text);
  const runs = runsOfEight(text, found);
  const inOrder = runs.filter((start) => inAsdOrderAt(found, start));
  return runs
    .filter((start) => !inOrder.some((listing) => Math.abs(listing - start) < TITLES.length))
    .map((start) => found.slice(start, start + TITLES.length).map((named) => named.title).join(' | '));
}

/** How many listings of all eight strategies in ASD's order a text holds. */
export function strategyListingCount(text: string): number {
  const found = titlesNamed(text);
  return runsOfEight(text, found).filter((start) => inAsdOrderAt(found, start)).length;
}
