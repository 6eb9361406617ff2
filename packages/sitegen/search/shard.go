package search

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/freightlane/website/packages/sitegen/workpool"
)

// The files, all compact JSON:
//
//	manifest.json   {"v":1,"id":"<hash>","facets":[[lang,tag]...],
//	                 "pages":[records,facet, ...],"docs":[records per chunk...],
//	                 "shards":["", first term of each further shard...]}
//	t<i>.<id>.json  {"t":{term:[rec,packed, recDelta,packed, ...]},"e":{stem:"ping ped"},
//	                 "s":{stem:["phrase", ...]}}
//	                 packed = impact*4 + field (0 body, 1 heading, 2 title); "s" are
//	                 the synonyms of the stems in the shard's range (when any)
//	d<i>.<id>.json  {"p":{page:[url,title,lvl0]},"r":[[anchor,lvl2,lvl3,text], ...]}
//
// Terms are cut into shards in sorted order, so a word, a prefix and the
// range typos are looked for in each touch one or two shards. Display
// chunks hold consecutive records and the pages they belong to. The manifest is the only file without the
// content hash in its name.
const formatVersion = 1

// ManifestName is the index's entry file.
const ManifestName = "manifest.json"

// Stats describe the written index.
type Stats struct {
	Files, Shards, DocChunks int
	Records, Terms           int
	// Bytes and GzipBytes are the totals over all files; ManifestBytes the
	// manifest alone; TermBytes and DocBytes the shards and chunks.
	Bytes, GzipBytes            int
	ManifestBytes, ManifestGzip int
	TermBytes, TermGzip         int
	DocBytes, DocGzip           int
}

type layout struct {
	files map[string][]byte
	// gz are the files' gzipped sizes, measured on demand (measureOnce): the
	// build writes the index without them.
	gz          map[string]int
	measureOnce sync.Once
	shardKeys   []string
	shardName   []string
	docFirst    []int // first record of each chunk
	docName     []string
	stats       Stats
}

// WriteFiles writes the manifest, term shards and display chunks into dir
// (created if needed; files of an earlier index stay unless dir is emptied
// first).
func (ix *Index) WriteFiles(dir string) (Stats, error) {
	l := ix.measured()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Stats{}, err
	}
	for name, data := range l.files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return Stats{}, err
		}
	}
	return l.stats, nil
}

// Files returns the index files by name, as WriteFiles writes them.
func (ix *Index) Files() map[string][]byte { return ix.layout().files }

func (ix *Index) layout() *layout {
	ix.layoutOnce.Do(func() { ix.lay = ix.encode() })
	return ix.lay
}

// measured is the layout with the gzipped sizes of its files.
func (ix *Index) measured() *layout {
	l := ix.layout()
	l.measureOnce.Do(l.measure)
	return l
}

func (ix *Index) encode() *layout {
	l := &layout{files: map[string][]byte{}}
	var contents [][]byte

	// Term shards: terms in sorted order, cut at about ShardBytes. Each
	// shard also carries the synonyms of the stems that sort into it, so
	// that only a query with such a word fetches them.
	type shardText struct{ t, e strings.Builder }
	var parts []*shardText
	cur := &shardText{}
	curSize := 0
	for i, t := range ix.terms {
		entry := jsonString(t) + ":" + encodePostings(ix.postings[t]) + ","
		if curSize > 0 && curSize+len(entry) > ix.opts.ShardBytes {
			parts = append(parts, cur)
			cur, curSize = &shardText{}, 0
			l.shardKeys = append(l.shardKeys, separator(ix.terms[i-1], t))
		}
		if i == 0 {
			l.shardKeys = append(l.shardKeys, "")
		}
		cur.t.WriteString(entry)
		curSize += len(entry)
		if e := ix.surfaces[t]; len(e) > 0 {
			end := jsonString(t) + ":" + jsonString(strings.Join(e, " ")) + ","
			cur.e.WriteString(end)
			curSize += len(end)
		}
	}
	parts = append(parts, cur)
	if len(l.shardKeys) == 0 {
		l.shardKeys = []string{""}
	}
	synOf := make([]map[string][]string, len(parts))
	for stem, phrases := range ix.syn {
		i := l.shardOf(stem)
		if synOf[i] == nil {
			synOf[i] = map[string][]string{}
		}
		synOf[i][stem] = phrases
	}
	var shards [][]byte
	for i, p := range parts {
		var b strings.Builder
		b.WriteString(`{"t":{`)
		b.WriteString(strings.TrimSuffix(p.t.String(), ","))
		b.WriteString(`},"e":{`)
		b.WriteString(strings.TrimSuffix(p.e.String(), ","))
		b.WriteString("}")
		if synOf[i] != nil {
			b.WriteString(`,"s":`)
			b.Write(mustJSON(synOf[i]))
		}
		b.WriteString("}")
		shards = append(shards, []byte(b.String()))
	}

	// Display chunks: consecutive records, with the pages they belong to.
	var chunks [][]byte
	var recs []any
	pagesIn := map[string]any{}
	size := 0
	cut := func() {
		chunks = append(chunks, mustJSON(map[string]any{"p": pagesIn, "r": recs}))
		recs, pagesIn, size = nil, map[string]any{}, 0
	}
	entries := make([][]byte, len(ix.records))
	total := 0
	for r, rec := range ix.records {
		entries[r] = mustJSON([]string{rec.anchor, rec.lvl2, rec.lvl3, rec.text})
		total += len(entries[r])
	}
	chunkBytes := max(ix.opts.DocsBytes, total/ix.opts.MaxDocChunks+1)
	for r, rec := range ix.records {
		entry := entries[r]
		if size > 0 && size+len(entry) > chunkBytes {
			cut()
		}
		if size == 0 {
			l.docFirst = append(l.docFirst, r)
		}
		if _, ok := pagesIn[strconv.Itoa(rec.page)]; !ok {
			p := ix.pages[rec.page]
			pagesIn[strconv.Itoa(rec.page)] = []string{p.url, p.title, p.lvl0}
			size += len(p.url) + len(p.title) + len(p.lvl0) + 16
		}
		recs = append(recs, json.RawMessage(entry))
		size += len(entry)
	}
	cut()

	contents = append(append(contents, shards...), chunks...)
	h := sha256.New()
	for _, c := range contents {
		h.Write(c)
	}
	id := hex.EncodeToString(h.Sum(nil))[:10]
	for i, s := range shards {
		name := fmt.Sprintf("t%d.%s.json", i, id)
		l.shardName = append(l.shardName, name)
		l.files[name] = s
		l.stats.TermBytes += len(s)
	}
	for i, c := range chunks {
		name := fmt.Sprintf("d%d.%s.json", i, id)
		l.docName = append(l.docName, name)
		l.files[name] = c
		l.stats.DocBytes += len(c)
	}

	pagesFlat := make([]int, 0, 2*len(ix.pages))
	for _, p := range ix.pages {
		pagesFlat = append(pagesFlat, p.count, p.facet)
	}
	docCounts := make([]int, len(l.docFirst))
	for i, first := range l.docFirst {
		next := len(ix.records)
		if i+1 < len(l.docFirst) {
			next = l.docFirst[i+1]
		}
		docCounts[i] = next - first
	}
	m := map[string]any{
		"v": formatVersion, "id": id, "facets": ix.facets, "pages": pagesFlat,
		"docs": docCounts, "shards": l.shardKeys,
	}
	manifest := mustJSON(m)
	l.files[ManifestName] = manifest
	l.stats.ManifestBytes = len(manifest)

	l.stats.Files = len(l.files)
	l.stats.Shards, l.stats.DocChunks = len(shards), len(chunks)
	l.stats.Records, l.stats.Terms = len(ix.records), len(ix.terms)
	for _, f := range l.files {
		l.stats.Bytes += len(f)
	}
	return l
}

// measure gzips every file, on all cores, for the sizes in Stats and Fetch.
func (l *layout) measure() {
	names := make([]string, 0, len(l.files))
	for name := range l.files {
		names = append(names, name)
	}
	sizes := make([]int, len(names))
	type worker struct {
		buf bytes.Buffer
		w   *gzip.Writer
	}
	workers := make([]*worker, workpool.CPU())
	workpool.EachWorker(len(names), len(workers), func(w, i int) {
		wk := workers[w]
		if wk == nil {
			wk = &worker{}
			wk.w, _ = gzip.NewWriterLevel(&wk.buf, gzip.BestCompression)
			workers[w] = wk
		}
		wk.buf.Reset()
		wk.w.Reset(&wk.buf)
		wk.w.Write(l.files[names[i]])
		wk.w.Close()
		sizes[i] = wk.buf.Len()
	})
	l.gz = make(map[string]int, len(names))
	for i, name := range names {
		l.gz[name] = sizes[i]
		l.stats.GzipBytes += sizes[i]
	}
	for _, name := range l.shardName {
		l.stats.TermGzip += l.gz[name]
	}
	for _, name := range l.docName {
		l.stats.DocGzip += l.gz[name]
	}
	l.stats.ManifestGzip = l.gz[ManifestName]
}

// encodePostings writes a posting list as [rec,packed,recDelta,packed,...].
func encodePostings(ps []posting) string {
	var b strings.Builder
	b.WriteByte('[')
	prev := 0
	for i, p := range ps {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(p.rec - prev))
		b.WriteByte(',')
		b.WriteString(strconv.Itoa(p.impact*4 + p.field))
		prev = p.rec
	}
	b.WriteByte(']')
	return b.String()
}

// separator is the shortest prefix of next that sorts after prev: the key
// a shard starting at next is found by.
func separator(prev, next string) string {
	r := []rune(next)
	for k := 1; k <= len(r); k++ {
		if p := string(r[:k]); p > prev {
			return p
		}
	}
	return next
}

func jsonString(s string) string { return string(mustJSON(s)) }

func mustJSON(v any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(err)
	}
	return bytes.TrimRight(buf.Bytes(), "\n")
}

// shardOf is the shard a term is in.
func (l *layout) shardOf(term string) int {
	return sort.Search(len(l.shardKeys), func(i int) bool { return l.shardKeys[i] > term }) - 1
}

// shardsWithPrefix are the shards that may hold terms starting with p.
func (l *layout) shardsWithPrefix(p string) []int {
	i := l.shardOf(p)
	out := []int{i}
	for i+1 < len(l.shardKeys) && strings.HasPrefix(l.shardKeys[i+1], p) {
		i++
		out = append(out, i)
	}
	return out
}

// firstShards are the shards a query needs before typos are known: each
// word's own, and for the word being typed its prefix range and the stems
// it may have been typed past; the synonyms' (of its words and of runs of
// its words that are a group's term).
func (l *layout) firstShards(words []queryWord, syn map[string][]string) []int {
	set := map[int]bool{}
	for _, w := range words {
		set[l.shardOf(w.stem)] = true
		for _, phrase := range synonymPhrases(syn, w) {
			for _, t := range phrase {
				set[l.shardOf(t)] = true
			}
		}
		if !w.prefix {
			continue
		}
		for _, s := range l.shardsWithPrefix(w.raw) {
			set[s] = true
		}
		if isASCII(w.raw) {
			for k := 2; k < len(w.raw); k++ {
				set[l.shardOf(w.raw[:k])] = true
			}
		}
	}
	for _, keys := range runKeys(words) {
		for _, key := range keys {
			set[l.shardOf(key)] = true
		}
	}
	for _, run := range synonymRuns(syn, words) {
		for _, phrase := range run.phrases {
			for _, t := range phrase {
				set[l.shardOf(t)] = true
			}
		}
	}
	return sortedKeys(set)
}

// joinShards are the shards of the joined words.
func (l *layout) joinShards(joins []queryJoin) []int {
	set := map[int]bool{}
	for _, j := range joins {
		set[l.shardOf(j.term)] = true
	}
	return sortedKeys(set)
}

// typoShards are the shards typo candidates need, for the words that
// matched nothing otherwise.
func (l *layout) typoShards(ts termSet, words []queryWord) []int {
	set := map[int]bool{}
	for _, w := range words {
		if typoEligible(w) && len(exactAndPrefix(ts, w)) == 0 {
			for _, s := range l.shardsWithPrefix(typoPrefix(w)) {
				set[s] = true
			}
		}
	}
	return sortedKeys(set)
}

func sortedKeys(set map[int]bool) []int {
	out := make([]int, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}

// docChunkOf is the display chunk of a record.
func (l *layout) docChunkOf(rec int) int {
	return sort.Search(len(l.docFirst), func(i int) bool { return l.docFirst[i] > rec }) - 1
}

// Fetch lists the files the browser engine fetches to answer a query from
// a cold cache (the manifest, term shards, the display chunks of the hits
// shown) with their sizes raw and gzipped. Files already in have are not
// fetched again (keystroke after keystroke); have may be nil.
func (ix *Index) Fetch(query string, ctx Context, limit int, have map[string]bool) (files []string, raw, gz int) {
	l := ix.measured()
	if have == nil {
		have = map[string]bool{}
	}
	add := func(name string) {
		if have[name] {
			return
		}
		have[name] = true
		files = append(files, name)
		raw += len(l.files[name])
		gz += l.gz[name]
	}
	add(ManifestName)
	words := parseQuery(query)
	for _, s := range l.firstShards(words, ix.syn) {
		add(l.shardName[s])
	}
	for _, s := range l.joinShards(queryJoins(query, words)) {
		add(l.shardName[s])
	}
	for _, s := range l.typoShards(ix, words) {
		add(l.shardName[s])
	}
	for _, h := range ix.Search(query, ctx, limit) {
		add(l.docName[l.docChunkOf(h.Record)])
	}
	return files, raw, gz
}
