package search

import (
	"strings"
	"unicode"
)

// Token is one searchable word of a text.
type Token struct {
	// Term is the word folded to lower case without accents, not stemmed.
	Term string
	// Compound marks the joined form of a word written with joiners or in
	// camel case: "B/L" gives "b", "l" and the compound "bl"; "EDI-214"
	// gives "edi", "214" and "edi214"; "customFields" gives "custom",
	// "fields" and "customfields". Readers type such codes either way.
	Compound bool
}

// joiners join the parts of one written word when they stand between
// letters or digits: B/L, EDI-214, e-AWB, manifest.yaml, P&L.
const joiners = "/-._&'’"

// maxCompoundParts and maxCompoundLen keep URLs and long dotted names from
// making useless compounds.
const (
	maxCompoundParts = 4
	maxCompoundLen   = 24
)

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

// writtenWords splits text into the words as written: runs of word
// characters, kept together across a joiner between two of them ("B/L",
// "EDI-214").
func writtenWords(text string) [][]rune {
	runes := []rune(text)
	var words [][]rune
	for i := 0; i < len(runes); {
		if !isWordRune(runes[i]) {
			i++
			continue
		}
		start := i
		for i < len(runes) {
			if isWordRune(runes[i]) {
				i++
				continue
			}
			if strings.ContainsRune(joiners, runes[i]) && i+1 < len(runes) && isWordRune(runes[i+1]) {
				i++
				continue
			}
			break
		}
		words = append(words, runes[start:i])
	}
	return words
}

// appendWord splits one written word into its tokens.
func appendWord(out []Token, word []rune) []Token {
	var parts []string
	pieceStart := 0
	afterApostrophe := false
	flush := func(end int) {
		piece := word[pieceStart:end]
		// "carrier's": the possessive s is no part.
		if afterApostrophe && len(piece) == 1 && (piece[0] == 's' || piece[0] == 'S') {
			return
		}
		// "can't", "doesn't", "I'm", "we'll": a contraction is its first
		// word alone ("can", "does", "i", "we"), so that a question a
		// reader types ("why can't I ...") searches neither "cant" nor
		// "doesn", which pages' own contractions would match.
		if afterApostrophe && len(parts) > 0 && clitics[fold(piece)] {
			if fold(piece) == "t" {
				parts[len(parts)-1] = negationBase(parts[len(parts)-1])
			}
			return
		}
		from := 0
		for k := 1; k < len(piece); k++ {
			if unicode.IsLower(piece[k-1]) && unicode.IsUpper(piece[k]) {
				parts = append(parts, fold(piece[from:k]))
				from = k
			}
		}
		parts = append(parts, fold(piece[from:]))
	}
	for k, r := range word {
		if strings.ContainsRune(joiners, r) {
			flush(k)
			pieceStart = k + 1
			afterApostrophe = r == '\'' || r == '’'
		}
	}
	flush(len(word))

	hasLetter := false
	for _, p := range parts {
		if len([]rune(p)) >= 2 {
			out = append(out, Token{Term: p})
		}
		if strings.IndexFunc(p, unicode.IsLetter) >= 0 {
			hasLetter = true
		}
	}
	if len(parts) >= 2 && len(parts) <= maxCompoundParts && hasLetter {
		joined := strings.Join(parts, "")
		if n := len([]rune(joined)); n >= 2 && n <= maxCompoundLen {
			out = append(out, Token{Term: joined, Compound: true})
		}
	}
	return out
}

// clitics are the endings of English contractions after the apostrophe:
// "t" of "n't", "m", "re", "ve", "ll" and "d".
var cliticList = []string{"t", "m", "re", "ve", "ll", "d"}

var clitics = setOf(cliticList...)

// negationBases are the negative contractions whose part before the
// apostrophe is not their word with an n added: "won" of "won't" is
// "will". Any other loses its n: "doesn" of "doesn't" is "does".
var negationBases = map[string]string{"can": "can", "won": "will", "shan": "shall"}

// negationBase is the word a negative contraction's part before the
// apostrophe stands for.
func negationBase(part string) string {
	if w, ok := negationBases[part]; ok {
		return w
	}
	return strings.TrimSuffix(part, "n")
}

// fold lower-cases and removes accents: "Café" is "cafe", "Straße" is
// "strasse". The table covers Latin-1 and Latin Extended-A; combining marks
// are dropped. text.ts has the same table from the generated tables.gen.ts.
func fold(rs []rune) string {
	var b strings.Builder
	for _, r := range rs {
		r = unicode.ToLower(r)
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		if s, ok := foldTable[r]; ok {
			b.WriteString(s)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// foldGroups maps each plain spelling to the accented letters folded to it.
var foldGroups = map[string]string{
	"a": "àáâãäåāăą", "c": "çćĉċč", "d": "ðďđ", "e": "èéêëēĕėęě",
	"g": "ĝğġģ", "h": "ĥħ", "i": "ìíîïĩīĭįı", "j": "ĵ", "k": "ķ",
	"l": "ĺļľŀł", "n": "ñńņňŉ", "o": "òóôõöøōŏő", "r": "ŕŗř",
	"s": "śŝşš", "t": "ţťŧ", "u": "ùúûüũūŭůűų", "w": "ŵ", "y": "ýÿŷ",
	"z": "źżž", "ss": "ß", "ae": "æ", "oe": "œ", "th": "þ",
}

var foldTable = func() map[rune]string {
	m := map[rune]string{}
	for plain, accented := range foldGroups {
		for _, r := range accented {
			m[r] = plain
		}
	}
	return m
}()
