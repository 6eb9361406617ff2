// Package tcpcork holds an answer's partial TCP segments back until the
// whole answer is written (TCP_CORK on Linux), as nginx's tcp_nopush does.
//
// net/http writes through a 4 KiB buffer, so an answer larger than that
// leaves in several writes, and each write sends its own segment, the last
// one partly empty: a 6 KB page goes out as two segments where one would
// do, and a 100 KB asset as three where two would. Corked, the kernel sends
// full segments and one final partial one when the answer is complete.
// Elsewhere than Linux it does nothing.
package tcpcork

import (
	"context"
	"net"
	"net/http"
	"syscall"
)

type contextKey struct{}

// conn is one connection's socket, with the functions that cork and uncork
// it made once, so a request allocates nothing.
type conn struct {
	raw          syscall.RawConn
	cork, uncork func(fd uintptr)
	err          error
}

// ConnContext remembers the connection for Hold; set it as the
// http.Server's ConnContext.
func ConnContext(ctx context.Context, c net.Conn) context.Context {
	tcp, ok := c.(*net.TCPConn)
	if !ok {
		return ctx
	}
	raw, err := tcp.SyscallConn()
	if err != nil {
		return ctx
	}
	cc := &conn{raw: raw}
	cc.cork = func(fd uintptr) { cc.err = setCork(fd, true) }
	cc.uncork = func(fd uintptr) { cc.err = setCork(fd, false) }
	return context.WithValue(ctx, contextKey{}, cc)
}

// Hold corks the connection of r; flush the answer, then call Release.
// Without a remembered connection, where corking is not supported, or for
// HTTP/2 (whose streams share a connection) it does nothing. Requests on an
// HTTP/1 connection run one after another, so a conn needs no lock.
func Hold(r *http.Request) Held {
	c, _ := r.Context().Value(contextKey{}).(*conn)
	if c == nil || r.ProtoMajor != 1 {
		return Held{}
	}
	// Control keeps the descriptor from being closed and reused meanwhile.
	if err := c.raw.Control(c.cork); err != nil || c.err != nil {
		return Held{}
	}
	return Held{c}
}

// Held is a corked connection.
type Held struct{ c *conn }

// Release uncorks the connection: the kernel sends what it held back.
func (h Held) Release() {
	if h.c != nil {
		h.c.raw.Control(h.c.uncork)
	}
}
