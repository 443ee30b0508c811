/**
 * Text as the PDF's standard fonts can draw it. They hold the Windows-1252 characters only, so a character outside
 * them is drawn as another: "→", which the importers' sentences use ("… Enabled → Effective"), became "'". It is
 * written "->" instead. The Word report and the pages draw it as it is.
 */
export function drawable(text: string): string {
  return text.replaceAll('→', '->');
}
