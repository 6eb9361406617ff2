// Package links checks that every internal link leads somewhere: to a route
// that exists and, when it names an #anchor, to an element with that id on
// the target page. The content stage checks the links it renders
// (Checker); the build checks the final HTML of the whole site again
// (CheckBuiltSite), since the app adds links of its own.
package links

import (
	"fmt"
	"net/url"
	"path"
	"strings"
)

// Checker knows the site's routes and, for pages whose HTML is known, their
// anchors.
type Checker struct {
	routes map[string]map[string]bool
	files  map[string]bool
}

// NewChecker returns an empty checker.
func NewChecker() *Checker {
	return &Checker{routes: map[string]map[string]bool{}, files: map[string]bool{}}
}

// AddRoute registers a route. anchors lists the ids on the page; nil means
// they are not known yet, and anchors into the page are not checked.
func (c *Checker) AddRoute(route string, anchors []string) {
	var set map[string]bool
	if anchors != nil {
		set = make(map[string]bool, len(anchors))
		for _, a := range anchors {
			set[a] = true
		}
	}
	c.routes[Normalize(route)] = set
}

// AddFile registers a static file (an image, a download) by its URL path.
func (c *Checker) AddFile(urlPath string) { c.files[urlPath] = true }

// HasRoute tells whether a route is registered.
func (c *Checker) HasRoute(route string) bool {
	_, ok := c.routes[Normalize(route)]
	return ok
}

// IsInternal tells whether an href points into the site.
func IsInternal(href string) bool {
	if href == "" || strings.HasPrefix(href, "//") {
		return false
	}
	u, err := url.Parse(href)
	return err == nil && u.Scheme == "" && u.Host == ""
}

// Normalize drops a trailing slash (but for the root) and an index.html or
// .html suffix, as the server does.
func Normalize(route string) string {
	route = strings.TrimSuffix(route, "index.html")
	route = strings.TrimSuffix(route, ".html")
	if len(route) > 1 {
		route = strings.TrimRight(route, "/")
	}
	if route == "" {
		return "/"
	}
	return route
}

// Check returns why an internal href written on the page at from is broken,
// or nil. External hrefs are not checked.
func (c *Checker) Check(href, from string) error {
	if !IsInternal(href) {
		return nil
	}
	u, err := url.Parse(href)
	if err != nil {
		return fmt.Errorf("not a valid URL: %v", err)
	}
	target := u.Path
	switch {
	case target == "":
		target = from
	case !strings.HasPrefix(target, "/"):
		target = path.Join(path.Dir(from+"x"), target)
	}
	if c.files[target] {
		return nil
	}
	anchors, ok := c.routes[Normalize(target)]
	if !ok {
		return fmt.Errorf("no such route %s", Normalize(target))
	}
	if u.Fragment != "" && anchors != nil && !anchors[u.Fragment] {
		return fmt.Errorf("no such anchor #%s on %s", u.Fragment, Normalize(target))
	}
	return nil
}
