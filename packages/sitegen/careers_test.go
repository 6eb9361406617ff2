package sitegen_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A salary range that runs downwards is refused with the position of its max,
// which the careers schema cannot express. The repository's careers.yaml is
// used with one range turned around; its other errors in the small base tree
// (links to pages that tree lacks) are not this test's business.
func TestCareersSalaryRangeRunsUpwards(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "..", "content", "careers.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	const good, bad = "salary: {min: 85000, max: 105000,", "salary: {min: 85000, max: 80000,"
	if !strings.Contains(string(raw), good) {
		t.Fatalf("content/careers.yaml no longer holds %q; update the test", good)
	}
	careers := strings.Replace(string(raw), good, bad, 1)
	want := "no line of careers.yaml holds the turned range"
	for i, line := range strings.Split(careers, "\n") {
		if col := strings.Index(line, "80000"); col >= 0 && strings.Contains(line, bad) {
			want = fmt.Sprintf("content/careers.yaml:%d:%d: /roles/items/0/salary/max: salary max 80000 is below min 85000 (expected max at least min)", i+1, col+1)
		}
	}
	for _, tc := range []struct{ name, careers, want string }{
		{"downwards", careers, want},
		{"as written", string(raw), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, errs := generate(t, "-- careers.yaml --\n"+tc.careers)
			var got []string
			for _, e := range errs {
				if !strings.Contains(e, "broken link") {
					got = append(got, e)
				}
			}
			if strings.Join(got, "\n") != tc.want {
				t.Errorf("errors other than broken links:\n%s\nwant:\n%s", strings.Join(got, "\n"), tc.want)
			}
		})
	}
}
