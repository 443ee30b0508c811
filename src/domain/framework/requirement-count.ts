/**
 * How many requirements the catalogue holds (ASD's Essential Eight Maturity Model, November 2023), for
 * words that say so on a page that does not load the catalogue itself, such as the detailed assessment's
 * welcome. requirement-count.test.ts holds it to the catalogue, so a change to one fails until the other follows.
 */
export const REQUIREMENT_COUNT = 152;
