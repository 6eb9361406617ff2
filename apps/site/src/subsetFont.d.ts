// subset-font ships no types: the part of its API the font subset uses.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype';
    keepAllGlyphs?: boolean;
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string | null, options?: SubsetOptions): Promise<Buffer>;
}
