import { Link, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { DetailedControl, DetailedReport } from '../../domain/detailed-report';
import { alreadyMetInReport, DETAILED_RECOMMENDATIONS_INTRO } from '../../domain/requirement-advice-words';
import { Bullets } from './Bullets';
import { SectionStart, type OnSection } from './sections';
import type { PdfTheme } from './theme';

/** One control's gap; `heading` (the section's, before the first control) is kept on a page with it. */
function ControlAnalysis({ control, theme, heading }: { control: DetailedControl; theme: PdfTheme; heading?: ReactNode }) {
  // A control whose target is met, or any control while money figures are left out, has no band: its column goes.
  const band = control.exposureBand;
  const levelWidth = band === null ? '35%' : '25%';
  const gapWidth = band === null ? '30%' : '20%';
  return (
    <View style={{ marginBottom: 14, paddingBottom: 10, borderBottomWidth: 0.5, borderBottomColor: '#d1d5db' }}>
      {/* The title, description and levels stay together with where the control is; the rest may run on. */}
      <View wrap={false}>
      {heading}
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' }}>
        <Text style={theme.h2}>{control.title}</Text>
        <Text style={[theme.badge, { backgroundColor: control.standing.hex }]}>{control.standing.label}</Text>
      </View>
      <Text style={theme.muted}>{control.description}</Text>
      <View style={[theme.tableHead, { marginTop: 8 }]}>
        <Text style={{ width: levelWidth, paddingHorizontal: 4 }}>Target</Text>
        <Text style={{ width: levelWidth, paddingHorizontal: 4 }}>Current</Text>
        <Text style={{ width: gapWidth, paddingHorizontal: 4 }}>Gap</Text>
        {band !== null && <Text style={{ width: '30%', paddingHorizontal: 4 }}>Cost exposure</Text>}
      </View>
      <View style={theme.tableRow}>
        <Text style={{ width: levelWidth, paddingHorizontal: 4 }}>
          {control.targetTitle}
        </Text>
        <Text style={{ width: levelWidth, paddingHorizontal: 4 }}>
          {control.currentTitle}
        </Text>
        <Text style={{ width: gapWidth, paddingHorizontal: 4 }}>{control.gap > 0 ? `${control.gap} level${control.gap === 1 ? '' : 's'}` : 'Target met'}</Text>
        {band !== null && <Text style={{ width: '30%', paddingHorizontal: 4 }}>{band}</Text>}
      </View>
      <Text style={theme.h3}>Where you are</Text>
      <Text>{control.currentMeaning}</Text>
      </View>
      <View wrap={false}>
        <Text style={theme.h3}>Where you aim to be</Text>
        <Text>{control.targetMeaning}</Text>
      </View>
    </View>
  );
}

/** The detailed PDF's gap analysis, recommendations and next steps, with the consultancy's offer. */
export function ClosingSections({ report, theme, onSection }: { report: DetailedReport; theme: PdfTheme; onSection: OnSection | undefined }) {
  const brand = report.consultation;
  const withGaps = report.controls.filter((control) => control.recommendations.length > 0 || control.heldBack);
  return (
    <>
        {report.controls.length === 0 && <SectionStart id="gaps" theme={theme} onSection={onSection} />}
        {report.controls.map((control, index) => (
          <ControlAnalysis key={control.id} control={control} theme={theme} heading={index === 0 && <SectionStart id="gaps" theme={theme} onSection={onSection} />} />
        ))}
        <SectionStart id="recommendations" theme={theme} onSection={onSection} />
        {withGaps.length === 0 && <Text>Every control meets its target. Keep them reviewed and tested.</Text>}
        {withGaps.length > 0 && report.kind === 'detailed' && <Text style={{ marginBottom: 4 }}>{DETAILED_RECOMMENDATIONS_INTRO}</Text>}
        {withGaps.map((control) => {
          const head = (
            <>
              <Text style={theme.h2}>
                {control.title}: from {control.currentTitle} to {control.targetTitle}
              </Text>
              {control.alreadyMet !== '' && <Text style={[theme.muted, { marginBottom: 2 }]}>{alreadyMetInReport(control.alreadyMet)}</Text>}
              {control.heldBack && <Text style={{ marginBottom: 2 }}>{control.heldBack.reason}. {control.heldBack.todo}</Text>}
            </>
          );
          return (
            <View key={control.id}>
              {control.recommendations.length === 0 && <View wrap={false}>{head}</View>}
              {control.recommendations.map((group, index) => (
                <View key={group.level} style={{ marginBottom: 4 }}>
                  {/* Each heading is kept on a page with the first recommendation under it. */}
                  <View wrap={false}>
                    {index === 0 && head}
                    <Text style={theme.h3}>{group.title}</Text>
                    <Bullets items={group.items.slice(0, 1)} theme={theme} />
                  </View>
                  <Bullets items={group.items.slice(1)} theme={theme} />
                </View>
              ))}
            </View>
          );
        })}
        {/* The next steps and the call to book are one block, so the report never ends on a near-empty page. */}
        <View wrap={false}>
        <SectionStart id="next-steps" theme={theme} onSection={onSection} />
        <Bullets items={report.nextSteps} theme={theme} mark="#" />
        <View style={theme.callout}>
          <Text style={theme.h2}>{brand.conclusion.title}</Text>
          <Text>{brand.conclusion.message}</Text>
          <View style={{ marginTop: 6 }}>
            <Bullets items={brand.conclusion.services} theme={theme} />
          </View>
          <Text style={[theme.bold, { marginTop: 8 }]}>
            Contact {brand.companyName}: {brand.contactEmail}
            {brand.contactPhone ? ` | ${brand.contactPhone}` : ''}
          </Text>
          {brand.bookingUrl && (
            <Text style={[theme.bold, { marginTop: 4, color: brand.colours.primary }]}>
              <Link src={brand.bookingUrl}>Book a consultation: {brand.bookingUrl}</Link>
            </Text>
          )}
        </View>
        </View>
    </>
  );
}
