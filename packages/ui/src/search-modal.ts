// The search modal on its own, for a lazy `import()` when the reader first opens search.
// Its public names are listed once, in SearchModal/index.ts.
export * from './SearchModal';
