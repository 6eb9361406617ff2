package tcpcork

import (
	"io"
	"net/http"
	"net/http/httptest"
	"syscall"
	"testing"
)

func corked(t *testing.T, r *http.Request) int {
	t.Helper()
	c := r.Context().Value(contextKey{}).(*conn)
	var value int
	var err error
	c.raw.Control(func(fd uintptr) {
		value, err = syscall.GetsockoptInt(int(fd), syscall.IPPROTO_TCP, syscall.TCP_CORK)
	})
	if err != nil {
		t.Fatal(err)
	}
	return value
}

func TestHoldCorksUntilRelease(t *testing.T) {
	var before, during, after int
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		before = corked(t, r)
		held := Hold(r)
		during = corked(t, r)
		io.WriteString(w, "answer")
		http.NewResponseController(w).Flush()
		held.Release()
		after = corked(t, r)
	}))
	srv.Config.ConnContext = ConnContext
	srv.Start()
	defer srv.Close()
	resp, err := http.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if string(body) != "answer" || before != 0 || during == 0 || after != 0 {
		t.Errorf("body %q; TCP_CORK before %d, while held %d, after %d; want 0, on, 0", body, before, during, after)
	}
}

func TestHoldWithoutAConnectionDoesNothing(t *testing.T) {
	r := httptest.NewRequest(http.MethodGet, "/", nil)
	Hold(r).Release()
	var zero Held
	zero.Release()
}
