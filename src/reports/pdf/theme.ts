import { Font, StyleSheet } from '@react-pdf/renderer';
import type { Branding } from '../../domain/branding';

// Words are never split with a hyphen: titles, organisation names and email addresses stay whole.
// Evidence notes alone break their over-long words (see long-words.ts), on their own Text elements.
Font.registerHyphenationCallback((word) => [word]);

/** Shared PDF styles in the consultancy's colours. Helvetica is built into every PDF reader. */
export function pdfTheme(branding: Branding) {
  const primary = branding.colours.primary;
  return StyleSheet.create({
    page: { paddingTop: 40, paddingBottom: 56, paddingHorizontal: 40, fontSize: 10, fontFamily: 'Helvetica', color: '#111827' },
    h1: { fontSize: 20, fontFamily: 'Helvetica-Bold', color: primary, marginBottom: 10 },
    h2: { fontSize: 14, fontFamily: 'Helvetica-Bold', color: primary, marginTop: 14, marginBottom: 6 },
    h3: { fontSize: 11.5, fontFamily: 'Helvetica-Bold', color: primary, marginTop: 8, marginBottom: 4 },
    muted: { color: '#4b5563' },
    bold: { fontFamily: 'Helvetica-Bold' },
    row: { flexDirection: 'row' },
    infoLabel: { width: 120, color: '#4b5563' },
    figureGrid: { flexDirection: 'row', flexWrap: 'wrap', marginHorizontal: -4 },
    figure: { width: '33.33%', padding: 4 },
    figureBox: { borderWidth: 1, borderColor: '#d1d5db', borderRadius: 4, padding: 8, minHeight: 50 },
    figureValue: { fontSize: 14, fontFamily: 'Helvetica-Bold', color: primary },
    figureLabel: { fontSize: 8.5, color: '#4b5563', marginTop: 3 },
    badge: { color: '#ffffff', fontSize: 8.5, fontFamily: 'Helvetica-Bold', paddingVertical: 2, paddingHorizontal: 6, borderRadius: 8 },
    bullet: { flexDirection: 'row', marginBottom: 2.5 },
    bulletMark: { width: 12 },
    bulletText: { flex: 1 },
    footer: {
      position: 'absolute',
      bottom: 24,
      left: 40,
      right: 40,
      textAlign: 'center',
      fontSize: 8,
      color: '#4b5563',
      borderTopWidth: 0.5,
      borderTopColor: '#d1d5db',
      paddingTop: 6,
    },
    tableHead: { flexDirection: 'row', backgroundColor: '#e5e7eb', paddingVertical: 4, fontFamily: 'Helvetica-Bold' },
    tableRow: { flexDirection: 'row', paddingVertical: 4, borderBottomWidth: 0.5, borderBottomColor: '#d1d5db' },
    callout: { marginTop: 12, padding: 12, backgroundColor: '#f1f5f9', borderLeftWidth: 3, borderLeftColor: primary },
  });
}

export type PdfTheme = ReturnType<typeof pdfTheme>;
