package model

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/jsonptr"
	"github.com/freightlane/website/packages/sitegen/position"
)

// moveFinder finds the status moves that prose names in its own words: a
// chain of statuses joined by arrows (Draft → Pending → Booked, `Packed` ->
// `Shipped`, *Expected* → *Received*) and a verb of movement with from and
// to (moves the order from `Booked` to `InTransit`, goes from X straight to
// Y). A status is a bare word, in code or emphasis, or a :status reference.
type moveFinder struct {
	chain, phrase, token *regexp.Regexp
}

// A :transition reference is checked where it is rendered; its arrow is not
// prose.
var transitionRef = regexp.MustCompile(`:transition\[[^\]]*\]`)

func newMoveFinder(m *Model) *moveFinder {
	seen := map[string]bool{}
	var all []string
	for _, e := range m.Entities {
		for _, s := range e.Statuses {
			if !seen[s.Value] {
				seen[s.Value] = true
				all = append(all, regexp.QuoteMeta(s.Value))
			}
		}
	}
	slices.SortFunc(all, func(a, b string) int {
		if d := len(b) - len(a); d != 0 {
			return d
		}
		return strings.Compare(a, b)
	})
	word := `(?:` + strings.Join(all, "|") + `)`
	tok := "(?::status\\[\\w+\\.(?:" + word + ")\\]|[`*]{0,2}\\b" + word + "\\b[`*]{0,2})"
	arrow := `\s*(?:→|->|─>|⟶)\s*`
	return &moveFinder{
		chain:  regexp.MustCompile(tok + "(?:" + arrow + tok + ")+"),
		phrase: regexp.MustCompile(`(?i:\b(?:move|moves|moved|moving|go|goes|went|going)\s+(?:[\w-]+\s+){0,3}?from)\s+(` + tok + `)\s+(?i:(?:straight\s+|directly\s+)?to)\s+(` + tok + `)`),
		token:  regexp.MustCompile(tok),
	}
}

// namedMove is one move prose names, with the byte offsets of its two
// statuses in the text.
type namedMove struct {
	from, to     string
	entity       string // from a :status reference, else ""
	fromAt, toAt int
}

func (f *moveFinder) moves(text string) []namedMove {
	// The patterns alternate over every status the model has: most texts
	// lack what each needs (an arrow, the word "from"), and the check below
	// skips them in a fraction of the regexp's time.
	hasChain := strings.ContainsFunc(text, isArrowRune) || strings.Contains(text, "->")
	hasPhrase := containsFold(text, "from")
	if !hasChain && !hasPhrase {
		return nil
	}
	if strings.Contains(text, ":transition[") {
		text = transitionRef.ReplaceAllStringFunc(text, func(s string) string { return strings.Repeat(" ", len(s)) })
	}
	var out []namedMove
	pair := func(a, b []int) {
		fe, fv := parseToken(text[a[0]:a[1]])
		te, tv := parseToken(text[b[0]:b[1]])
		entity := fe
		if entity == "" {
			entity = te
		}
		out = append(out, namedMove{from: fv, to: tv, entity: entity, fromAt: a[0] + tokenStart(text[a[0]:a[1]]), toAt: b[0] + tokenStart(text[b[0]:b[1]])})
	}
	if hasChain {
		for _, c := range f.chain.FindAllStringIndex(text, -1) {
			toks := f.token.FindAllStringIndex(text[c[0]:c[1]], -1)
			for i := 1; i < len(toks); i++ {
				a := []int{c[0] + toks[i-1][0], c[0] + toks[i-1][1]}
				b := []int{c[0] + toks[i][0], c[0] + toks[i][1]}
				pair(a, b)
			}
		}
	}
	if hasPhrase {
		for _, p := range f.phrase.FindAllStringSubmatchIndex(text, -1) {
			pair(p[2:4], p[4:6])
		}
	}
	slices.SortFunc(out, func(a, b namedMove) int { return a.fromAt - b.fromAt })
	return slices.CompactFunc(out, func(a, b namedMove) bool { return a.fromAt == b.fromAt && a.toAt == b.toAt })
}

// isArrowRune tells the arrows of a chain other than "->".
func isArrowRune(r rune) bool { return r == '→' || r == '─' || r == '⟶' }

// containsFold tells whether text holds word in any case.
func containsFold(text, word string) bool {
	for i := 0; i+len(word) <= len(text); i++ {
		if strings.EqualFold(text[i:i+len(word)], word) {
			return true
		}
	}
	return false
}

// parseToken returns a token's entity (for a :status reference) and status.
func parseToken(tok string) (entity, status string) {
	if ref, ok := strings.CutPrefix(tok, ":status["); ok {
		entity, status, _ = strings.Cut(strings.TrimSuffix(ref, "]"), ".")
		return entity, status
	}
	return "", strings.Trim(tok, "`*")
}

// tokenStart is where the status or reference starts in a token, after its
// code or emphasis marks.
func tokenStart(tok string) int {
	if strings.HasPrefix(tok, ":status[") {
		return 0
	}
	return len(tok) - len(strings.TrimLeft(tok, "`*"))
}

// check says why the model has no such move, or "" when it has: a move is
// right when one entity with both statuses (the referenced one, when the
// prose uses :status) has it.
func (m *Model) checkMove(mv namedMove) string {
	var candidates []*Entity
	for _, name := range sortedKeys(m.Entities) {
		e := m.Entities[name]
		if mv.entity != "" && e.Name != mv.entity && e.Title != mv.entity {
			continue
		}
		if e.HasStatus(mv.from) && e.HasStatus(mv.to) {
			candidates = append(candidates, e)
		}
	}
	for _, e := range candidates {
		for _, t := range e.Transitions {
			if t.To == mv.to && slices.Contains(t.From, mv.from) {
				return ""
			}
		}
	}
	if len(candidates) == 0 {
		return ""
	}
	e := candidates[0]
	return fmt.Sprintf("the text names the move %s -> %s, which %s does not have (expected a move of its transitions: %s; or name it with :transition[%s.From->To], which the build checks)", mv.from, mv.to, e.Name, e.moves(), e.Name)
}

// proseKinds are the content files whose text names moves: pages, the
// manual and developer docs, solution, integration and home pages, and the
// reference's descriptions and notes.
var proseKinds = []content.Kind{content.KindDoc, content.KindPage, content.KindIntegration, content.KindSolution, content.KindHome, content.KindSolutionsIndex, content.KindIntegrationsIndex, content.KindEntity, content.KindWorkflowTask}

// checkProseMoves fails every move named in prose that the model does not
// have, at the position of its first status.
func checkProseMoves(tree *content.Tree, m *Model) position.List {
	finder := newMoveFinder(m)
	var errs position.List
	for _, kind := range proseKinds {
		for _, f := range tree.Kind(kind) {
			if f.Data != nil {
				jsonptr.WalkStrings(f.Data.Value, "", func(pointer, _, value string) {
					for _, mv := range finder.moves(value) {
						if msg := m.checkMove(mv); msg != "" {
							errs.Add(position.Errorf(f.Data.Locator(pointer)(mv.fromAt), "%s", msg))
						}
					}
				})
			}
			body := string(f.Body)
			for _, mv := range finder.moves(body) {
				if msg := m.checkMove(mv); msg != "" {
					before := body[:mv.fromAt]
					line := f.BodyLine + strings.Count(before, "\n")
					col := utf8.RuneCountInString(before[strings.LastIndex(before, "\n")+1:]) + 1
					errs.Add(position.Errorf(position.Position{File: f.Path, Line: line, Col: col}, "%s", msg))
				}
			}
		}
	}
	return errs
}
