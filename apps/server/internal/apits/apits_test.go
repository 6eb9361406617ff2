package apits

import (
	"path/filepath"
	"testing"

	"github.com/freightlane/website/packages/sitegen/gents"
)

func TestTypeScriptIsUpToDate(t *testing.T) {
	if err := gents.Check(filepath.Join("..", "..", "..", ".."), TypeScriptFile); err != nil {
		t.Error(err)
	}
}
