package sitegen_test

import (
	"testing"

	"github.com/freightlane/website/packages/sitegen/internal/realsite"
)

// TestMain removes the real site that realsite.Dir generated for the tests.
func TestMain(m *testing.M) { realsite.Main(m) }
