package tcpcork

import "syscall"

func setCork(fd uintptr, on bool) error {
	value := 0
	if on {
		value = 1
	}
	return syscall.SetsockoptInt(int(fd), syscall.IPPROTO_TCP, syscall.TCP_CORK, value)
}
