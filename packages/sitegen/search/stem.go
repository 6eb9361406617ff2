package search

import "strings"

// Stem reduces an English word (lower case, a-z only) to its Porter2
// (Snowball English) stem: "consignments" and "consigned" are "consign".
// Words with other characters, and words of two letters or fewer, are
// returned as they are. stem.ts holds the same algorithm over the tables
// declared here, which it imports from the generated tables.gen.ts.
func Stem(word string) string {
	if len(word) <= 2 {
		return word
	}
	for i := 0; i < len(word); i++ {
		if word[i] < 'a' || word[i] > 'z' {
			return word
		}
	}
	word = americanSpelling(word)
	if s, ok := stemExceptions[word]; ok {
		return s
	}
	w := []byte(word)
	// y at the start or after a vowel is a consonant: mark it Y.
	for i := range w {
		if w[i] == 'y' && (i == 0 || isVowel(w[i-1])) {
			w[i] = 'Y'
		}
	}
	r1, r2 := regions(w)

	w = step1a(w)
	if stemInvariants[string(w)] {
		return string(w)
	}
	w = step1b(w, r1)
	w = step1c(w)
	w = step2(w, r1)
	w = step3(w, r1, r2)
	w = step4(w, r2)
	w = step5(w, r1, r2)
	return strings.ReplaceAll(string(w), "Y", "y")
}

// spellingEndings turn a British ending into the American one, so that
// "optimisation" and "optimization", "colour" and "color", "centre" and
// "center" are one stem. A word changes when more than min letters come
// before the ending: "raise", "hour" and "metre"'s few letters stay as
// they are where the ending is the whole of a short word. Both the index
// and the query stem through here, so a word that only looks British
// ("promise" as "promize") still finds itself. The order matters: the
// first ending that fits applies.
var spellingEndings = []struct {
	british, american string
	min               int
}{
	{"isations", "izations", 2}, {"isation", "ization", 2},
	{"ising", "izing", 2}, {"isers", "izers", 2}, {"iser", "izer", 2},
	{"ised", "ized", 2}, {"ises", "izes", 2}, {"ise", "ize", 2},
	{"ysing", "yzing", 2}, {"ysed", "yzed", 2}, {"yse", "yze", 2},
	{"ourite", "orite", 2}, {"ouring", "oring", 2}, {"oured", "ored", 2},
	{"ours", "ors", 2}, {"our", "or", 2},
	{"tres", "ters", 1}, {"tre", "ter", 1},
	{"logues", "logs", 2}, {"logue", "log", 2},
	{"mmes", "ms", 4}, {"mme", "m", 4},
}

// americanSpelling is word with its British ending made American.
func americanSpelling(word string) string {
	for _, e := range spellingEndings {
		if len(word) > len(e.british)+e.min && strings.HasSuffix(word, e.british) {
			return word[:len(word)-len(e.british)] + e.american
		}
	}
	return word
}

var stemExceptions = map[string]string{
	"skis": "ski", "skies": "sky", "dying": "die", "lying": "lie", "tying": "tie",
	"idly": "idl", "gently": "gentl", "ugly": "ugli", "early": "earli", "only": "onli",
	"singly": "singl", "sky": "sky", "news": "news", "howe": "howe", "atlas": "atlas",
	"cosmos": "cosmos", "bias": "bias", "andes": "andes",
}

// stemInvariantList are words left as they are after step 1a.
var stemInvariantList = []string{"inning", "outing", "canning", "herring", "earring", "proceed", "exceed", "succeed"}

var stemInvariants = setOf(stemInvariantList...)

// r1Prefixes end R1 where they end, instead of after the first
// vowel-consonant pair: "generate" keeps "ate" in R1.
var r1Prefixes = []string{"gener", "commun", "arsen"}

// doubleEndings are the doubled consonants step 1b undoubles ("hopp" is
// "hop"); liEndings are the letters before "li" that step 2 removes it
// after.
const (
	doubleEndings = "bdfgmnprt"
	liEndings     = "cdeghkmnrt"
)

func isVowel(c byte) bool {
	switch c {
	case 'a', 'e', 'i', 'o', 'u', 'y':
		return true
	}
	return false
}

// regions returns the starts of R1 and R2.
func regions(w []byte) (int, int) {
	r1 := len(w)
	for _, p := range r1Prefixes {
		if strings.HasPrefix(string(w), p) {
			r1 = len(p)
			break
		}
	}
	if r1 == len(w) {
		r1 = regionAfter(w, 0)
	}
	return r1, regionAfter(w, r1)
}

// regionAfter is the position after the first non-vowel that follows a vowel,
// searching from start.
func regionAfter(w []byte, start int) int {
	for i := start + 1; i < len(w); i++ {
		if !isVowel(w[i]) && isVowel(w[i-1]) {
			return i + 1
		}
	}
	return len(w)
}

func hasSuffix(w []byte, s string) bool { return strings.HasSuffix(string(w), s) }

// longest returns the longest of suffixes that w ends with, or "".
func longest(w []byte, suffixes ...string) string {
	best := ""
	for _, s := range suffixes {
		if len(s) > len(best) && hasSuffix(w, s) {
			best = s
		}
	}
	return best
}

func replace(w []byte, suffix, with string) []byte {
	return append(w[:len(w)-len(suffix)], with...)
}

func containsVowel(w []byte) bool {
	for _, c := range w {
		if isVowel(c) {
			return true
		}
	}
	return false
}

// endsShortSyllable: a vowel followed by a non-vowel other than w, x or Y
// and preceded by a non-vowel; or a vowel at the start followed by a
// non-vowel.
func endsShortSyllable(w []byte) bool {
	n := len(w)
	if n == 2 {
		return isVowel(w[0]) && !isVowel(w[1])
	}
	if n >= 3 {
		c := w[n-1]
		return !isVowel(w[n-3]) && isVowel(w[n-2]) && !isVowel(c) && c != 'w' && c != 'x' && c != 'Y'
	}
	return false
}

func isShort(w []byte, r1 int) bool { return r1 >= len(w) && endsShortSyllable(w) }

func step1a(w []byte) []byte {
	switch longest(w, "sses", "ied", "ies", "s", "us", "ss") {
	case "sses":
		return replace(w, "sses", "ss")
	case "ied":
		if len(w) > 4 {
			return replace(w, "ied", "i")
		}
		return replace(w, "ied", "ie")
	case "ies":
		if len(w) > 4 {
			return replace(w, "ies", "i")
		}
		return replace(w, "ies", "ie")
	case "s":
		// Delete if a vowel comes before the letter preceding the s.
		if len(w) >= 3 && containsVowel(w[:len(w)-2]) {
			return w[:len(w)-1]
		}
	}
	return w
}

func step1b(w []byte, r1 int) []byte {
	suf := longest(w, "eed", "eedly", "ed", "edly", "ing", "ingly")
	switch suf {
	case "":
		return w
	case "eed", "eedly":
		if len(w)-len(suf) >= r1 {
			return replace(w, suf, "ee")
		}
		return w
	}
	stem := w[:len(w)-len(suf)]
	if !containsVowel(stem) {
		return w
	}
	w = stem
	switch {
	case hasSuffix(w, "at"), hasSuffix(w, "bl"), hasSuffix(w, "iz"):
		return append(w, 'e')
	case len(w) >= 2 && w[len(w)-1] == w[len(w)-2] && strings.IndexByte(doubleEndings, w[len(w)-1]) >= 0:
		return w[:len(w)-1]
	case isShort(w, r1):
		return append(w, 'e')
	}
	return w
}

func step1c(w []byte) []byte {
	n := len(w)
	if n > 2 && (w[n-1] == 'y' || w[n-1] == 'Y') && !isVowel(w[n-2]) {
		w[n-1] = 'i'
	}
	return w
}

var step2Rules = map[string]string{
	"tional": "tion", "enci": "ence", "anci": "ance", "abli": "able", "entli": "ent",
	"izer": "ize", "ization": "ize", "ational": "ate", "ation": "ate", "ator": "ate",
	"alism": "al", "aliti": "al", "alli": "al", "fulness": "ful", "ousli": "ous",
	"ousness": "ous", "iveness": "ive", "iviti": "ive", "biliti": "ble", "bli": "ble",
	"ogi": "og", "fulli": "ful", "lessli": "less", "li": "",
}

var step2Suffixes = keys(step2Rules)

func keys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

func step2(w []byte, r1 int) []byte {
	suf := longest(w, step2Suffixes...)
	if suf == "" || len(w)-len(suf) < r1 {
		return w
	}
	switch suf {
	case "ogi":
		if len(w) < 4 || w[len(w)-4] != 'l' {
			return w
		}
	case "li":
		if len(w) < 3 || strings.IndexByte(liEndings, w[len(w)-3]) < 0 {
			return w
		}
	}
	return replace(w, suf, step2Rules[suf])
}

var step3Rules = map[string]string{
	"tional": "tion", "ational": "ate", "alize": "al", "icate": "ic", "iciti": "ic",
	"ical": "ic", "ful": "", "ness": "", "ative": "",
}

var step3Suffixes = keys(step3Rules)

func step3(w []byte, r1, r2 int) []byte {
	suf := longest(w, step3Suffixes...)
	if suf == "" || len(w)-len(suf) < r1 {
		return w
	}
	if suf == "ative" && len(w)-len(suf) < r2 {
		return w
	}
	return replace(w, suf, step3Rules[suf])
}

var step4Suffixes = []string{"al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement",
	"ment", "ent", "ism", "ate", "iti", "ous", "ive", "ize", "ion"}

func step4(w []byte, r2 int) []byte {
	suf := longest(w, step4Suffixes...)
	if suf == "" || len(w)-len(suf) < r2 {
		return w
	}
	if suf == "ion" {
		n := len(w) - 3
		if n < 1 || (w[n-1] != 's' && w[n-1] != 't') {
			return w
		}
	}
	return w[:len(w)-len(suf)]
}

func step5(w []byte, r1, r2 int) []byte {
	n := len(w)
	switch {
	case n > 0 && w[n-1] == 'e':
		if n-1 >= r2 || (n-1 >= r1 && !endsShortSyllable(w[:n-1])) {
			return w[:n-1]
		}
	case n > 1 && w[n-1] == 'l' && w[n-2] == 'l' && n-1 >= r2:
		return w[:n-1]
	}
	return w
}
