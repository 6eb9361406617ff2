// Package gents keeps the TypeScript files generated from Go declarations
// (pagedata's page data types, search's shared tables) in step with them:
// each file is committed beside the code that imports it, its command
// writes it, and its package's test fails when it is out of date. Types
// writes the TypeScript of Go types as encoding/json writes them.
package gents

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
)

// File is one generated TypeScript file.
type File struct {
	// Path is where the file is kept, from the repository's root.
	Path string
	// Content is what the Go declarations make of it.
	Content func() []byte
	// Command writes it, run from the repository's root.
	Command string
}

// Main is a generator command's body: it writes the file from the
// repository's root and exits with its error.
func Main(f File) {
	if err := os.WriteFile(filepath.FromSlash(f.Path), f.Content(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// Check says whether the file below root is what the declarations make,
// and, when not, how to write it again.
func Check(root string, f File) error {
	have, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(f.Path)))
	if err != nil {
		return err
	}
	if !bytes.Equal(have, f.Content()) {
		return fmt.Errorf("%s is out of date with the Go declarations: run `%s` from the repository's root", f.Path, f.Command)
	}
	return nil
}
