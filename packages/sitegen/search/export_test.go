package search

// Test helpers over the package's production paths, kept out of the
// binaries that import it.

// Evaluate runs the cases on the engine's page order (PageRoutes) and
// returns the mean reciprocal rank of the wanted page and the share of
// cases where it is among the first five pages.
func Evaluate(ix *Index, cases []Case) (mrr, recall5 float64, perQuery []Result) {
	return EvaluateWith(func(q string) []string { return PageRoutes(ix, q) }, cases)
}

// Tokenize splits a text into tokens: runs of letters and digits, parts of
// joined words and camel case, and the joined compounds. One-character
// parts are dropped (they find nothing); stop words are kept here and
// dropped by the index and the query.
func Tokenize(text string) []Token {
	var out []Token
	for _, word := range writtenWords(text) {
		out = appendWord(out, word)
	}
	return out
}

// PhraseRecords counts the records a synonym term (a word or several) is
// found on, as the query finds it.
func PhraseRecords(ix *Index, term string) int {
	n := 0
	ix.phraseMatches(synonymTerms(term), func(rec, v, field int, own bool) {
		if own {
			n++
		}
	})
	return n
}
