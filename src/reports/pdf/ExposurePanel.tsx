import { StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ExposurePanel as ExposurePanelModel } from '../../domain/exposure-panel';

const GREY = '#4b5563';

const styles = StyleSheet.create({
  panel: { borderWidth: 0.75, borderColor: '#d1d5db', borderRadius: 3, paddingVertical: 4, paddingHorizontal: 7 },
  head: { flexDirection: 'row', alignItems: 'baseline', flexWrap: 'wrap' },
  title: { fontFamily: 'Helvetica-Bold', marginRight: 6 },
  model: { color: GREY },
  figures: { flexDirection: 'row', marginTop: 2 },
  figure: { width: '33.33%', paddingRight: 6 },
  value: { fontFamily: 'Helvetica-Bold' },
  name: { color: GREY },
  bold: { fontFamily: 'Helvetica-Bold' },
});

/** The sizes of the panel: the one-page summary sets it small, the detailed report at body size. */
export interface ExposurePanelSizes {
  title: number;
  text: number;
  value: number;
  small: number;
}

/** The one-page summary's sizes. */
export const SUMMARY_PANEL_SIZES: ExposurePanelSizes = { title: 9.5, text: 7, value: 11, small: 7 };

/** The detailed report's sizes. */
export const DETAILED_PANEL_SIZES: ExposurePanelSizes = { title: 11, text: 8.5, value: 12, small: 7.5 };

/**
 * The exposure panel in a PDF: its title and label as the product's illustrative model, the sentence on how its
 * figures relate, the three figures with what each counts, and each strategy's own band while its target is open.
 * No other money figure is in it; the published figures for scale go in a note under it. The one-page summary
 * (`compact`) sets it beside the chart, with only the words on the weakest strategy (when it sets the exposure) of
 * what the figures count.
 */
export function ExposurePanelPdf({ panel, color, sizes, compact = false }: { panel: ExposurePanelModel; color: string; sizes: ExposurePanelSizes; compact?: boolean }) {
  const [summary, organisation, detect] = panel.figures;
  return (
    <View style={styles.panel} wrap={false}>
      <View style={styles.head}>
        <Text style={[styles.title, { color, fontSize: sizes.title }]}>{panel.title}</Text>
        <Text style={[styles.model, { fontSize: sizes.small }]}>{panel.model}</Text>
      </View>
      <Text style={{ fontSize: sizes.text, marginTop: 2 }}>{panel.relation}</Text>
      <View style={styles.figures}>
        {panel.figures.map((figure) => (
          <View key={figure.name} style={styles.figure}>
            <Text style={[styles.value, { color, fontSize: sizes.value }]}>{figure.value}</Text>
            <Text style={[styles.name, { fontSize: sizes.small }]}>{figure.name}</Text>
          </View>
        ))}
      </View>
      {compact ? (
        panel.weakest !== '' && <Text style={{ fontSize: sizes.small, marginTop: 2 }}>{panel.weakest}</Text>
      ) : (
        <Text style={{ fontSize: sizes.small, marginTop: 3 }}>
          <Text style={styles.bold}>{summary.name}: </Text>
          {summary.measures} <Text style={styles.bold}>{organisation.name}: </Text>
          {organisation.measures} <Text style={styles.bold}>{detect.name}: </Text>
          {detect.measures}
        </Text>
      )}
      {panel.bands.length > 0 && (
        <Text style={{ fontSize: sizes.small, marginTop: compact ? 1 : 2 }}>
          <Text style={styles.bold}>{panel.bandsTitle}: </Text>
          {panel.bands.map((entry) => `${entry.title} ${entry.band}`).join('; ')}.
        </Text>
      )}
    </View>
  );
}
