package devloop

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"unsafe"

	"golang.org/x/sys/unix"
)

// watchMask is every change below a folder that can change the content.
const watchMask = unix.IN_CREATE | unix.IN_DELETE | unix.IN_MODIFY | unix.IN_CLOSE_WRITE |
	unix.IN_MOVED_FROM | unix.IN_MOVED_TO | unix.IN_ATTRIB | unix.IN_DELETE_SELF

// notify wakes the returned channel (it holds at most one wake-up) as soon
// as anything below dirs changes, through inotify; folders created later
// are watched too. It returns nil when inotify is not available: the caller
// then polls.
func notify(ctx context.Context, dirs []string) <-chan struct{} {
	fd, err := unix.InotifyInit1(unix.IN_CLOEXEC | unix.IN_NONBLOCK)
	if err != nil {
		return nil
	}
	// Through os.File, reads wait in Go's poller, and Close ends a waiting read.
	events := os.NewFile(uintptr(fd), "inotify")
	folders := map[int32]string{}
	watchTree := func(root string) {
		_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err == nil && d.IsDir() {
				if wd, err := unix.InotifyAddWatch(fd, p, watchMask); err == nil {
					folders[int32(wd)] = p
				}
			}
			return nil
		})
	}
	for _, dir := range dirs {
		watchTree(dir)
	}
	if len(folders) == 0 {
		events.Close()
		return nil
	}
	wake := make(chan struct{}, 1)
	go func() {
		<-ctx.Done()
		events.Close()
	}()
	go func() {
		buf := make([]byte, 64*1024)
		for {
			n, err := events.Read(buf)
			if err != nil {
				return
			}
			for off := 0; off+unix.SizeofInotifyEvent <= n; {
				ev := (*unix.InotifyEvent)(unsafe.Pointer(&buf[off]))
				name := buf[off+unix.SizeofInotifyEvent : off+unix.SizeofInotifyEvent+int(ev.Len)]
				off += unix.SizeofInotifyEvent + int(ev.Len)
				if ev.Mask&unix.IN_ISDIR != 0 && ev.Mask&(unix.IN_CREATE|unix.IN_MOVED_TO) != 0 {
					if parent, ok := folders[ev.Wd]; ok {
						watchTree(filepath.Join(parent, cString(name)))
					}
				}
			}
			select {
			case wake <- struct{}{}:
			default:
			}
		}
	}()
	return wake
}

// cString is the name in an inotify event, which pads it with NUL bytes.
func cString(b []byte) string {
	for i, c := range b {
		if c == 0 {
			return string(b[:i])
		}
	}
	return string(b)
}
