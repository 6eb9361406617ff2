// Package search builds the site's embedded search index and runs its
// reference ranking.
//
// Build turns rendered pages into records, one per page section (the page's
// introduction and each h2/h3 section), and WriteFiles writes them as a small
// manifest, term shards and display chunks that the browser engine
// (apps/site/src/search/engine.ts) fetches on demand: a query loads only the
// shards holding its terms and the display chunks of its hits. Search is the
// same ranking in Go, used by the tests, the relevance benchmark and the
// shared test vectors that keep the two engines identical.
//
// Ranking, in order: the number of query words a record matches; then its
// aboutness (every word in the page title, before every word in titles,
// headings, the page's keywords and slug, before a mention in the text);
// then the sum over query words of match quality (exact 4, prefix 3, one
// typo 2) times a precomputed BM25F impact (page title > heading > body),
// synonyms at half weight; then record order. Words are stemmed with
// British endings made American ("optimisation" is "optimization"). The last word of a query being typed also matches as a prefix;
// words of five letters or more that match nothing exactly match index terms
// one edit away, or the same once doubled letters are written once
// ("tarrif" finds "tariff"). A word followed by a particle ("back up", "set
// up", "log in") also finds the joined word ("backup") where the word itself
// is missing (joins.go). Hits come back grouped by page.
//
// The tables the browser engine must share with the index (the stop
// words, the accent folding and joiners, the stemmer's tables, the
// particles and the ranking constants) are declared here only: TypeScript
// writes them to TypeScriptFile (go run ./cmd/search-ts), and a test fails
// when that file is out of date.
package search
