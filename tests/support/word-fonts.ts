import { execFileSync } from 'node:child_process';

/**
 * The fonts the Word reports' layout tests expect LibreOffice to lay them out with: the reports are set in Arial, which
 * LibreOffice replaces with the metric-equal Liberation Sans (Debian's fonts-liberation2, which LibreOffice only
 * recommends). Under any other font the lines and pages fall differently, and a contents page or a blank-page check
 * fails for a reason that has nothing to do with the report.
 */
export const WORD_LAYOUT_FONTS = ['Arial', 'Liberation Sans'] as const;

/** Fails, saying what to install, when this machine would lay Arial out with a font the layout tests do not expect. */
export function requireWordLayoutFonts(): void {
  let family: string;
  try {
    family = execFileSync('fc-match', ['-f', '%{family}', 'Arial'], { encoding: 'utf8', timeout: 30_000 });
  } catch (error) {
    throw new Error(`The Word layout tests need fontconfig's fc-match (Debian: fontconfig): ${String(error)}`);
  }
  const families = family.split(',').map((name) => name.trim());
  if (!families.some((name) => (WORD_LAYOUT_FONTS as readonly string[]).includes(name))) {
    throw new Error(
      `The Word layout tests expect Arial or Liberation Sans (Debian: fonts-liberation2), but this machine lays Arial out in ${families.join(', ') || 'no font'}.`,
    );
  }
}
