import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  contrastRows,
  parseHexColor,
  relativeLuminance,
} from '../../../../src/studio/brand/contrast';

const hex = (value: string) => parseHexColor(value)!;

describe('contrast', () => {
  it('reads 3- and 6-digit colours, and nothing else', () => {
    expect(parseHexColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColor('#3346D3')).toEqual({ r: 0x33, g: 0x46, b: 0xd3 });
    expect(parseHexColor('#12')).toBeUndefined();
    expect(parseHexColor('red')).toBeUndefined();
  });

  it('gives black and white their luminance and the extreme ratios', () => {
    expect(relativeLuminance(hex('#000'))).toBe(0);
    expect(relativeLuminance(hex('#fff'))).toBe(1);
    expect(contrastRatio(hex('#000'), hex('#fff'))).toBe(21);
    expect(contrastRatio(hex('#777'), hex('#777'))).toBe(1);
  });

  it('matches the ratios WCAG tools give, in either order', () => {
    // #767676 on white is the lightest grey that passes AA: 4.54:1.
    expect(contrastRatio(hex('#767676'), hex('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(hex('#ffffff'), hex('#777777'))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(hex('#3346d3'), hex('#ffffff'))).toBeCloseTo(
      contrastRatio(hex('#ffffff'), hex('#3346d3')),
      10,
    );
  });

  it('flags each text pair below 4.5:1, and one whose colour is not a colour yet', () => {
    const rows = contrastRows({
      text: '#1b1f3b',
      background: '#f5f6fb',
      primary: '#777777',
      primaryText: '#ffffff',
      surface: '#fff',
      muted: '#5b6180',
    });
    const passes = Object.fromEntries(rows.map((row) => [`${row.text}/${row.on}`, row.passes]));
    expect(passes).toEqual({
      'text/background': true,
      'text/surface': true,
      'muted/background': true,
      'muted/surface': true,
      'primary/surface': false,
      'primaryText/primary': false,
    });
    const typing = contrastRows({ text: '#1b1f', background: '#fff' });
    expect(typing).toEqual([{ text: 'text', on: 'background', ratio: undefined, passes: false }]);
  });
});
