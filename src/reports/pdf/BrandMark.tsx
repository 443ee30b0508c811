import { Image, Path, Svg, Text, View } from '@react-pdf/renderer';
import type { Branding } from '../../domain/branding';

/** The consultancy's logo (a PNG) or, by default, the shield mark drawn in the brand colour. */
export function BrandMark({ branding, size, inverse = false }: { branding: Branding; size: number; inverse?: boolean }) {
  const png = branding.logo?.pngDataUrl ?? (branding.logo?.mimeType === 'image/png' ? branding.logo.dataUrl : undefined);
  if (png) return <Image src={png} style={{ height: size, objectFit: 'contain' }} />;
  const fill = inverse ? '#ffffff' : branding.colours.primary;
  return (
    <View style={{ width: size, height: size, position: 'relative' }}>
      <Svg viewBox="0 0 32 32" width={size} height={size}>
        <Path d="M16 2 4 7v8c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V7z" fill={fill} />
      </Svg>
      <Text
        style={{
          position: 'absolute',
          top: size * 0.3,
          left: 0,
          width: size,
          textAlign: 'center',
          fontSize: size * 0.36,
          fontFamily: 'Helvetica-Bold',
          color: inverse ? branding.colours.primary : '#ffffff',
        }}
      >
        E8
      </Text>
    </View>
  );
}
