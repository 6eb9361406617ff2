//go:build !linux

package tcpcork

import "errors"

func setCork(uintptr, bool) error { return errors.ErrUnsupported }
