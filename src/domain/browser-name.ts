/**
 * The browser of a User-Agent header in words ("Chrome on Linux", "Safari on iPhone"), so a person can
 * tell their own signed-in sessions apart. Only the browser's family and the system are named, never a
 * version: that is all a person needs, and a header is easy to fake, so it is a hint, not a proof.
 */

/** Browser families, tested in this order: Edge, Opera and Samsung Internet also say "Chrome", and Chrome says "Safari". */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, tested in this order: an iPhone's header also says "Mac OS X", and Android's says "Linux". */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(userAgent: string, patterns: readonly (readonly [RegExp, string])[]): string | undefined {
  return patterns.find(([pattern]) => pattern.test(userAgent))?.[1];
}

/** "Firefox on Windows"; "Chrome" when the system is not known; "Unknown browser" (on …) when the browser is not. */
export function browserName(userAgent: string): string {
  const browser = firstMatch(userAgent, BROWSERS) ?? 'Unknown browser';
  const system = firstMatch(userAgent, SYSTEMS);
  return system ? `${browser} on ${system}` : browser;
}
