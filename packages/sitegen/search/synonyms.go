package search

import (
	"sort"
	"strings"
)

// Synonyms are the editors' query expansions (content/search/synonyms.yaml):
// groups of terms a reader means the same by, and one-way expansions from
// a word readers type to the terms the pages use. A term may be several
// words ("bill of lading"); a page matches it when it has all of them.
// Expansions are applied to single typed words, at a lower weight than the
// word itself.
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

// compile turns the synonyms into, per single-word stem, the phrases it
// also finds (each its terms joined by spaces), sorted.
func (s Synonyms) compile() map[string][]string {
	sets := map[string]map[string]bool{}
	add := func(from string, to []string) {
		f := synonymTerms(from)
		if len(f) != 1 {
			return // only single typed words expand
		}
		for _, t := range to {
			phrase := strings.Join(synonymTerms(t), " ")
			if phrase == "" || phrase == f[0] {
				continue
			}
			if sets[f[0]] == nil {
				sets[f[0]] = map[string]bool{}
			}
			sets[f[0]][phrase] = true
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
	var out [][]string
	for _, p := range syn[w.stem] {
		out = append(out, strings.Split(p, " "))
	}
	return out
}
