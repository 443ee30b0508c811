import { Text, View } from '@react-pdf/renderer';
import type { ReportControl } from '../../domain/summary-report';
import { levelPercent } from '../../domain/scoring';

/** Target against current for every control: hatched-looking outline for target, solid for current. */
export function TargetChart({ controls, primary }: { controls: readonly ReportControl[]; primary: string }) {
  return (
    <View>
      {controls.map((control) => (
        <View key={control.id} style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 5 }} wrap={false}>
          <Text style={{ width: 150, fontSize: 8.5 }}>{control.title}</Text>
          <View style={{ flex: 1 }}>
            <View style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 1.5 }}>
              <View style={{ width: 180 }}>
                <View style={{ width: `${levelPercent(control.targetLevel)}%`, height: 6, borderWidth: 1, borderColor: primary, backgroundColor: '#dbe4ef' }} />
              </View>
              <Text style={{ fontSize: 7.5, marginLeft: 4 }}>Target {control.targetLevel}</Text>
            </View>
            <View style={{ flexDirection: 'row', alignItems: 'center' }}>
              <View style={{ width: 180 }}>
                <View style={{ width: `${Math.max(1, levelPercent(control.currentLevel))}%`, height: 6, backgroundColor: control.priority.hex }} />
              </View>
              <Text style={{ fontSize: 7.5, marginLeft: 4 }}>Current {control.currentLevel}</Text>
            </View>
          </View>
        </View>
      ))}
    </View>
  );
}
