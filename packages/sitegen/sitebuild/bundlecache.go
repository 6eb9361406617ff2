package sitebuild

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// hashInputs hashes the names and contents of every file below the inputs.
func hashInputs(paths []string) (string, error) {
	h := sha256.New()
	for _, p := range paths {
		var files []string
		err := filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && d.Name() == "node_modules" {
				return filepath.SkipDir
			}
			if !d.IsDir() && !strings.HasSuffix(path, ".test.tsx") && !strings.HasSuffix(path, ".test.ts") {
				files = append(files, path)
			}
			return nil
		})
		if err != nil && !os.IsNotExist(err) {
			return "", err
		}
		sort.Strings(files)
		for _, f := range files {
			io.WriteString(h, f+"\x00")
			file, err := os.Open(f)
			if err != nil {
				return "", err
			}
			_, err = io.Copy(h, file)
			file.Close()
			if err != nil {
				return "", err
			}
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

const hashFile = ".inputs-sha256"

// upToDate tells whether out was built from inputs with this hash.
func upToDate(out, hash string) bool {
	stored, err := os.ReadFile(filepath.Join(out, hashFile))
	return err == nil && string(stored) == hash
}

func recordHash(out, hash string) error {
	return os.WriteFile(filepath.Join(out, hashFile), []byte(hash), 0o644)
}
