// Package gitdates finds when each file was last changed, from one pass over
// the git history (not one `git log` per file), for "Last updated on" lines.
package gitdates

import (
	"bufio"
	"bytes"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Load returns the time of the newest commit that touched each file below
// dir, keyed by slash-separated path relative to dir. Outside a git checkout,
// or when git is missing, it returns an empty map: pages then show no date.
func Load(dir string) map[string]time.Time {
	dates := map[string]time.Time{}
	top, err := exec.Command("git", "-C", dir, "rev-parse", "--show-toplevel").Output()
	if err != nil {
		return dates
	}
	root := strings.TrimSpace(string(top))
	out, err := exec.Command("git", "-C", dir, "-c", "core.quotePath=false", "log", "--format=%x00%ct", "--name-only", "--no-renames", "--", ".").Output()
	if err != nil {
		return dates
	}
	absDir, err := filepath.Abs(dir)
	if err != nil {
		return dates
	}
	absDir, _ = filepath.EvalSymlinks(absDir)
	prefix, err := filepath.Rel(root, absDir)
	if err != nil {
		return dates
	}
	prefix = filepath.ToSlash(prefix) + "/"
	if prefix == "./" {
		prefix = ""
	}
	var current time.Time
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "\x00") {
			secs, _ := strconv.ParseInt(strings.TrimPrefix(line, "\x00"), 10, 64)
			current = time.Unix(secs, 0).UTC()
			continue
		}
		if line == "" || !strings.HasPrefix(line, prefix) {
			continue
		}
		rel := strings.TrimPrefix(line, prefix)
		// The log runs newest first: the first date seen for a file is its last change.
		if _, seen := dates[rel]; !seen {
			dates[rel] = current
		}
	}
	return dates
}
