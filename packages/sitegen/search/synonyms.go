package search

import (
	"sort"
	"strings"
)

// Synonyms are the editors' query expansions (content/search/synonyms.yaml):
// groups of terms a reader means the same by, and one-way expansions from
// a word readers type to the terms the pages use. A term may be several
// words ("bill of lading"); a page matches it when it has all of them.
// Expansions are applied to single typed words, and a group's term of
// several words to those words typed next to each other, at a lower weight
// than the words themselves.
type Synonyms struct {
	Groups     [][]string  `json:"groups"`
	Expansions []Expansion `json:"expansions"`
}

// Expansion is a one-way synonym: From, typed, also finds To.
type Expansion struct {
	From string   `json:"from"`
	To   []string `json:"to"`
}

// synonymWeight divides a synonym's match: a page with the typed word
// ranks before a page with only its synonym.
const synonymWeight = 2

// synonymTerms are a term's index words: per written word its joined form
// when it has one ("b/l" is "bl"), stemmed, stop words left out.
func synonymTerms(term string) []string {
	var out []string
	for _, g := range tokenizeWords(term) {
		pick := ""
		for _, t := range g {
			if t.Compound {
				pick = t.Term
			}
		}
		if pick == "" {
			for _, t := range g {
				if !stopWords[t.Term] {
					pick = Stem(t.Term)
				}
			}
		}
		if pick != "" {
			out = append(out, pick)
		}
	}
	return out
}

// compile turns the synonyms into, per typed term (a word's stem, or the
// stems of a group's term of several words joined by spaces: "bill lade"),
// the phrases it also finds (each its terms joined by spaces), sorted.
func (s Synonyms) compile() map[string][]string {
	sets := map[string]map[string]bool{}
	add := func(from string, to []string) {
		f := strings.Join(synonymTerms(from), " ")
		if f == "" {
			return
		}
		for _, t := range to {
			phrase := strings.Join(synonymTerms(t), " ")
			if phrase == "" || phrase == f {
				continue
			}
			if sets[f] == nil {
				sets[f] = map[string]bool{}
			}
			sets[f][phrase] = true
		}
	}
	for _, g := range s.Groups {
		for _, from := range g {
			add(from, g)
		}
	}
	for _, e := range s.Expansions {
		add(e.From, e.To)
	}
	out := make(map[string][]string, len(sets))
	for k, set := range sets {
		for p := range set {
			out[k] = append(out[k], p)
		}
		sort.Strings(out[k])
	}
	return out
}

// SynonymProblems lists what is wrong with the synonyms, one message per
// term, with the JSON pointer of the term: a term with no searchable word,
// and a one-way expansion from more than one word.
func (s Synonyms) SynonymProblems() map[string]string {
	out := map[string]string{}
	for gi, g := range s.Groups {
		for ti, t := range g {
			if len(synonymTerms(t)) == 0 {
				out[ptr("groups", gi, ti)] = "has no word the search indexes (only stop words or punctuation)"
			}
		}
	}
	for ei, e := range s.Expansions {
		if n := len(synonymTerms(e.From)); n != 1 {
			out[ptr("expansions", ei, -1)+"/from"] = "must be one word, as a reader types it (expansions apply to single typed words)"
		}
		for ti, t := range e.To {
			if len(synonymTerms(t)) == 0 {
				out[ptr("expansions", ei, -1)+"/to/"+itoa(ti)] = "has no word the search indexes (only stop words or punctuation)"
			}
		}
	}
	return out
}

func ptr(list string, i, j int) string {
	p := "/" + list + "/" + itoa(i)
	if j >= 0 {
		p += "/" + itoa(j)
	}
	return p
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var b []byte
	for ; i > 0; i /= 10 {
		b = append([]byte{byte('0' + i%10)}, b...)
	}
	return string(b)
}

// synonymPhrases are the phrases a query word also finds, each as its terms.
func synonymPhrases(syn map[string][]string, w queryWord) [][]string {
	if !w.required || w.compound {
		return nil
	}
	return splitPhrases(syn[w.stem])
}

func splitPhrases(phrases []string) [][]string {
	var out [][]string
	for _, p := range phrases {
		out = append(out, strings.Split(p, " "))
	}
	return out
}

// maxRun is the most words of a group's term typed together that expand.
const maxRun = 4

// synonymRun is a run of neighbouring query words that is a term of a
// synonym group ("bill of lading" typed finds "bol" and "b/l"): its first
// word and its length, with the phrases it also finds.
type synonymRun struct {
	first, n int
	phrases  [][]string
}

// runKeys are, from each word, the terms that runs of 2 to maxRun
// neighbouring searched words make (their stems joined by spaces), longest
// first: the keys a run's synonyms are found under.
func runKeys(words []queryWord) [][]string {
	out := make([][]string, len(words))
	for i := range words {
		for n := min(maxRun, len(words)-i); n >= 2; n-- {
			stems := make([]string, 0, n)
			for _, w := range words[i : i+n] {
				if !w.required || w.compound {
					break
				}
				stems = append(stems, w.stem)
			}
			if len(stems) == n {
				out[i] = append(out[i], strings.Join(stems, " "))
			}
		}
	}
	return out
}

// synonymRuns are the runs of two or more neighbouring searched words that
// are a group's term, the longest from each word.
func synonymRuns(syn map[string][]string, words []queryWord) []synonymRun {
	var out []synonymRun
	for i, keys := range runKeys(words) {
		for _, key := range keys {
			if phrases := syn[key]; phrases != nil {
				out = append(out, synonymRun{i, strings.Count(key, " ") + 1, splitPhrases(phrases)})
				break
			}
		}
	}
	return out
}
