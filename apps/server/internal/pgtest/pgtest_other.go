//go:build !linux

// Package pgtest starts a throwaway PostgreSQL cluster for tests; on this
// platform it does not (it relies on Linux's parent-death signal), and the
// tests that need one are skipped.
package pgtest

import "testing"

// Cluster is a running throwaway PostgreSQL server.
type Cluster struct{}

// Lazy would start the package's cluster on first use.
type Lazy struct{}

// Get skips t: the test cluster runs on Linux only.
func (*Lazy) Get(t testing.TB) *Cluster {
	t.Skip("the test PostgreSQL cluster runs on Linux only")
	return nil
}

// Stop does nothing.
func (*Lazy) Stop() {}

// Addr is never called here.
func (*Cluster) Addr() string { return "" }

// NewDatabase is never called here.
func (*Cluster) NewDatabase(testing.TB) string { return "" }
