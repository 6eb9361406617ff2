// Package content loads the content/ tree: every YAML file and the front
// matter of every Markdown file is parsed with positions and validated
// against its JSON Schema. All errors of a load are returned together.
package content

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/schema"
	"github.com/freightlane/website/packages/sitegen/workpool"
	"github.com/freightlane/website/packages/sitegen/yamlsrc"
)

// Kind says what a content file is and which schema checks it.
type Kind string

// The kinds of content file.
const (
	KindSite              Kind = "site"
	KindNavbar            Kind = "navbar"
	KindFooter            Kind = "footer"
	KindHome              Kind = "home"
	KindCareers           Kind = "careers"
	KindRequestDemo       Kind = "request-demo"
	KindNotFound          Kind = "not-found"
	KindSolutionsIndex    Kind = "solutions-index"
	KindSolution          Kind = "solution"
	KindIntegrationsIndex Kind = "integrations-index"
	KindIntegration       Kind = "integration"
	KindPage              Kind = "page"
	KindDoc               Kind = "doc"
	KindSidebars          Kind = "sidebars"
	KindEntity            Kind = "entity"
	KindWorkflowTask      Kind = "workflow-task"
	KindComponent         Kind = "component"
	KindSynonyms          Kind = "synonyms"
)

// Schema is the file name of the kind's schema in schemas/.
func (k Kind) Schema() string { return string(k) + ".schema.json" }

// IsMarkdown tells whether files of the kind are Markdown with front matter.
func (k Kind) IsMarkdown() bool {
	return k == KindIntegration || k == KindPage || k == KindDoc
}

// rule maps content paths (relative to content/, slash-separated) to a kind.
type rule struct {
	kind  Kind
	match func(rel string) bool
}

func exactly(name string) func(string) bool { return func(rel string) bool { return rel == name } }

// below matches files with the extension in dir, at any depth when deep.
func below(dir, ext string, deep bool) func(string) bool {
	return func(rel string) bool {
		if !strings.HasPrefix(rel, dir+"/") || path.Ext(rel) != ext {
			return false
		}
		return deep || !strings.Contains(strings.TrimPrefix(rel, dir+"/"), "/")
	}
}

var rules = []rule{
	{KindSite, exactly("site.yaml")},
	{KindNavbar, exactly("navbar.yaml")},
	{KindFooter, exactly("footer.yaml")},
	{KindHome, exactly("home.yaml")},
	{KindCareers, exactly("careers.yaml")},
	{KindRequestDemo, exactly("request-demo.yaml")},
	{KindNotFound, exactly("not-found.yaml")},
	{KindSolutionsIndex, exactly("solutions/index.yaml")},
	{KindSolution, below("solutions", ".yaml", false)},
	{KindIntegrationsIndex, exactly("integrations/index.yaml")},
	{KindIntegration, below("integrations", ".md", false)},
	{KindPage, below("pages", ".md", true)},
	{KindSidebars, exactly("docs/sidebars.yaml")},
	{KindDoc, below("docs", ".md", true)},
	{KindEntity, below("reference/entities", ".yaml", false)},
	{KindWorkflowTask, below("reference/workflow-tasks", ".yaml", false)},
	{KindComponent, below("reference/components", ".yaml", false)},
	{KindSynonyms, exactly("search/synonyms.yaml")},
}

// ignored are the files in content/ that are not content: the editor's guide
// and the assets, which pages reference and the build copies.
func ignored(rel string) bool {
	return rel == "README.md" || strings.HasPrefix(rel, "assets/")
}

// Required lists the files a site cannot be built without.
var Required = []string{"site.yaml", "navbar.yaml", "footer.yaml", "docs/sidebars.yaml"}

// File is one loaded content file.
type File struct {
	Kind Kind
	// Path is the file's path as errors print it (content/docs/intro.md).
	Path string
	// Rel is the path below content/ (docs/intro.md).
	Rel string
	// Data is the YAML document, or a Markdown file's front matter.
	Data *yamlsrc.Document
	// Body is a Markdown file's text after its front matter.
	Body []byte
	// BodyLine is the line of the file on which Body starts.
	BodyLine int
}

// Decode decodes the file's data (already validated) into v.
func (f *File) Decode(v any) error {
	raw, err := json.Marshal(f.Data.Value)
	if err != nil {
		return err
	}
	return json.Unmarshal(raw, v)
}

// Tree is the whole content/ folder, loaded and validated.
type Tree struct {
	Dir   string
	Files []*File
	// Assets are the paths below content/assets/ (slash-separated).
	Assets []string
	byRel  map[string]*File
}

// File returns the file at rel (below content/), or nil.
func (t *Tree) File(rel string) *File { return t.byRel[rel] }

// Kind returns the files of one kind, sorted by path.
func (t *Tree) Kind(k Kind) []*File {
	var out []*File
	for _, f := range t.Files {
		if f.Kind == k {
			out = append(out, f)
		}
	}
	return out
}

// Load reads every file below dir, validates each against its schema in
// schemas, and returns the tree or every error found.
func Load(dir string, schemas *schema.Set) (*Tree, error) {
	return (&Loader{Schemas: schemas}).Load(dir)
}

// Loader loads content trees again and again (under `mage dev`), parsing and
// validating only the files that changed since its last load.
type Loader struct {
	Schemas *schema.Set
	mu      sync.Mutex
	cache   map[string]cachedFile
}

type cachedFile struct {
	modTime int64
	size    int64
	file    *File
	errs    position.List
}

func (l *Loader) cached(rel string, info fs.FileInfo) (cachedFile, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	c, ok := l.cache[rel]
	return c, ok && c.modTime == info.ModTime().UnixNano() && c.size == info.Size()
}

func (l *Loader) remember(rel string, info fs.FileInfo, f *File, errs position.List) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.cache == nil {
		l.cache = map[string]cachedFile{}
	}
	l.cache[rel] = cachedFile{modTime: info.ModTime().UnixNano(), size: info.Size(), file: f, errs: errs}
}

// Load loads the tree below dir; see the package function Load.
func (l *Loader) Load(dir string) (*Tree, error) {
	schemas := l.Schemas
	display := displayPath(dir)
	tree := &Tree{Dir: dir, byRel: map[string]*File{}}
	var errs position.List
	var paths []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || strings.HasPrefix(d.Name(), ".") {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if strings.HasPrefix(rel, "assets/") {
			tree.Assets = append(tree.Assets, strings.TrimPrefix(rel, "assets/"))
		}
		if !ignored(rel) {
			paths = append(paths, rel)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	sort.Strings(paths)

	files := make([]*File, len(paths))
	fileErrs := make([]position.List, len(paths))
	workpool.Each(len(paths), workpool.CPU(), func(i int) {
		info, err := os.Stat(filepath.Join(dir, filepath.FromSlash(paths[i])))
		if err == nil {
			if c, ok := l.cached(paths[i], info); ok {
				files[i], fileErrs[i] = c.file, c.errs
				return
			}
		}
		files[i], fileErrs[i] = loadFile(dir, display, paths[i], schemas)
		if err == nil {
			l.remember(paths[i], info, files[i], fileErrs[i])
		}
	})

	for i, f := range files {
		errs = append(errs, fileErrs[i]...)
		if f != nil {
			tree.Files = append(tree.Files, f)
			tree.byRel[f.Rel] = f
		}
	}
	for _, rel := range Required {
		if _, ok := tree.byRel[rel]; !ok && !hasErrorFor(errs, path.Join(display, rel)) {
			errs = append(errs, position.Errorf(position.Position{File: path.Join(display, rel)}, "file is missing (expected it: the site cannot be built without it)"))
		}
	}
	if err := errs.Err(); err != nil {
		return tree, err
	}
	return tree, nil
}

func hasErrorFor(errs position.List, file string) bool {
	for _, e := range errs {
		if e.Pos.File == file {
			return true
		}
	}
	return false
}

func loadFile(dir, display, rel string, schemas *schema.Set) (*File, position.List) {
	shown := path.Join(display, rel)
	kind, ok := classify(rel)
	if !ok {
		return nil, position.List{position.Errorf(position.Position{File: shown},
			"no schema for this file (expected one of the files listed in %s/README.md, or an asset under %s/assets/)", display, display)}
	}
	src, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
	if err != nil {
		return nil, position.List{position.Errorf(position.Position{File: shown}, "%v", err)}
	}
	f := &File{Kind: kind, Path: shown, Rel: rel}
	yamlSrc, lineOffset := src, 0
	if kind.IsMarkdown() {
		fm, body, bodyLine, err := SplitFrontMatter(shown, src)
		if err != nil {
			return nil, position.List{err}
		}
		yamlSrc, lineOffset = fm, 1
		f.Body, f.BodyLine = body, bodyLine
	}
	doc, err := yamlsrc.Parse(shown, yamlSrc, lineOffset)
	if err != nil {
		var list position.List
		list.Add(err)
		return nil, list
	}
	f.Data = doc
	if doc.Value == nil {
		doc.Value = map[string]any{}
	}
	if errs := schemas.Validate(kind.Schema(), doc); len(errs) > 0 {
		return nil, errs
	}
	return f, nil
}

func classify(rel string) (Kind, bool) {
	for _, r := range rules {
		if r.match(rel) {
			return r.kind, true
		}
	}
	return "", false
}

// SplitFrontMatter separates a Markdown file's YAML front matter, fenced by
// lines of "---" at the top, from its body.
func SplitFrontMatter(file string, src []byte) (frontMatter, body []byte, bodyLine int, err *position.Error) {
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
	start := position.Position{File: file, Line: 1, Col: 1}
	first, rest, _ := bytes.Cut(src, []byte("\n"))
	if string(bytes.TrimRight(first, "\r \t")) != "---" {
		return nil, nil, 0, position.Errorf(start, "no front matter (expected the file to start with a line \"---\", the front matter, and another \"---\")")
	}
	line := 2
	offset := 0
	for offset <= len(rest) {
		end := bytes.IndexByte(rest[offset:], '\n')
		var current []byte
		if end < 0 {
			current = rest[offset:]
		} else {
			current = rest[offset : offset+end]
		}
		if string(bytes.TrimRight(current, "\r \t")) == "---" {
			bodyStart := len(rest)
			if end >= 0 {
				bodyStart = offset + end + 1
			}
			return rest[:offset], rest[bodyStart:], line + 1, nil
		}
		if end < 0 {
			break
		}
		offset += end + 1
		line++
	}
	return nil, nil, 0, position.Errorf(start, "front matter is not closed (expected a line \"---\" after it)")
}

func displayPath(dir string) string {
	wd, err := os.Getwd()
	if err == nil {
		if rel, err := filepath.Rel(wd, dir); err == nil && !strings.HasPrefix(rel, "..") {
			return filepath.ToSlash(rel)
		}
	}
	return filepath.ToSlash(dir)
}

// String describes a file for messages.
func (f *File) String() string { return fmt.Sprintf("%s (%s)", f.Path, f.Kind) }
