import { Page, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { Branding } from '../../domain/branding';
import { BrandMark } from './BrandMark';

/**
 * A report's cover in the consultancy's colours: its mark and name, what the report puts under them (`children`:
 * title, organisation and the like), then the contents with the page each section starts on, and the notice at the
 * foot. The contents sit on the cover: on a page of their own they would leave it nearly empty. Each page number is
 * read from `pages` once the whole document is paginated, so `pages` may be filled by the same layout (see
 * `renderDetailedPdfBuffer`).
 */
export function Cover<Id extends string>({
  branding,
  sections,
  pages,
  notice,
  marking,
  children,
}: {
  branding: Branding;
  sections: readonly { id: Id; title: string }[];
  pages: Partial<Record<Id, number>>;
  notice: string;
  /** A classification marking, centred at the head and foot of the cover; none when absent. */
  marking?: string;
  children: ReactNode;
}) {
  const markingStyle = { position: 'absolute', left: 56, right: 56, textAlign: 'center', fontSize: 10, fontFamily: 'Helvetica-Bold' } as const;
  return (
    <Page size="A4" style={{ fontFamily: 'Helvetica', backgroundColor: branding.colours.primary, color: '#ffffff', padding: 56 }}>
      {marking !== undefined && <Text style={[markingStyle, { top: 22 }]}>{marking}</Text>}
      <BrandMark branding={branding} size={56} inverse />
      <Text style={{ fontSize: 12, marginTop: 16 }}>{branding.companyName}</Text>
      {children}
      <Text style={{ fontSize: 13, fontFamily: 'Helvetica-Bold', marginTop: 40, marginBottom: 4 }}>Contents</Text>
      {sections.map((section) => (
        <View key={section.id} style={{ flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 0.5, borderBottomColor: '#ffffff66', paddingVertical: 4, fontSize: 10 }}>
          <Text>{section.title}</Text>
          <Text render={() => String(pages[section.id] ?? '')} />
        </View>
      ))}
      <Text style={{ position: 'absolute', bottom: 48, left: 56, right: 56, fontSize: 9 }}>
        {notice} {branding.website}
      </Text>
      {marking !== undefined && <Text style={[markingStyle, { bottom: 22 }]}>{marking}</Text>}
    </Page>
  );
}
