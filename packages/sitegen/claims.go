package sitegen

import (
	"github.com/freightlane/website/packages/sitegen/claims"
	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/jsonptr"
	"github.com/freightlane/website/packages/sitegen/markdown"
	"github.com/freightlane/website/packages/sitegen/position"
)

// resolveClaims ties each claim of the solution, integration and home pages
// to its proof and has the link checker check each "How it works" link
// where its first reference is written.
func (s *Site) resolveClaims() position.List {
	proofs, errs := claims.Resolve(s.Content, s.Model, content.KindSolution, content.KindIntegration, content.KindHome)
	for _, p := range proofs {
		for _, r := range s.Routes {
			if r.source == p.File && !r.Kind.IsDocs() {
				at := p.File.Data.Position(jsonptr.Index(jsonptr.Join(p.Pointer, claims.Key), 0))
				r.dataLinks = append(r.dataLinks, markdown.Link{Written: p.Href, Href: p.Href, Pos: at})
			}
		}
	}
	return errs
}
