// The public API of @freightlane/ui, one barrel per area.
export * from './chrome';
export * from './docs';
export * from './search';
export * from './forms';
export * from './marketing';
