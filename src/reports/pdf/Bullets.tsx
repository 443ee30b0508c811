import { Text, View } from '@react-pdf/renderer';
import type { PdfTheme } from './theme';

/** A bulleted list that wraps cleanly (react-pdf has no list element). */
export function Bullets({ items, theme, mark = '•' }: { items: readonly string[]; theme: PdfTheme; mark?: string }) {
  return (
    <View>
      {items.map((item, index) => (
        <View key={`${index}-${item}`} style={theme.bullet} wrap={false}>
          <Text style={theme.bulletMark}>{mark === '#' ? `${index + 1}.` : mark}</Text>
          <Text style={theme.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}
