package ratelimit

import (
	"testing"
	"time"
)

type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time          { return c.t }
func (c *fakeClock) advance(d time.Duration) { c.t = c.t.Add(d) }

func TestAllow(t *testing.T) {
	clock := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	l := New(Rate{Events: 5, Per: time.Minute}, clock.now)

	for i := range 5 {
		if ok, _ := l.Allow("a"); !ok {
			t.Fatalf("request %d of the burst refused", i+1)
		}
	}
	ok, retry := l.Allow("a")
	if ok || retry != 12*time.Second {
		t.Fatalf("6th request: ok=%v retry=%v, want refused with 12s", ok, retry)
	}
	if ok, _ := l.Allow("b"); !ok {
		t.Fatal("another client was limited by the first one's bucket")
	}
	clock.advance(6 * time.Second)
	if _, retry := l.Allow("a"); retry != 6*time.Second {
		t.Fatalf("after 6s: retry=%v, want 6s", retry)
	}
	clock.advance(6 * time.Second)
	if ok, _ := l.Allow("a"); !ok {
		t.Fatal("a token should have refilled after 12s")
	}
	if ok, _ := l.Allow("a"); ok {
		t.Fatal("only one token should have refilled")
	}
	clock.advance(10 * time.Minute)
	for i := range 5 {
		if ok, _ := l.Allow("a"); !ok {
			t.Fatalf("after a long pause, request %d refused: the bucket must refill to its size", i+1)
		}
	}
	if ok, _ := l.Allow("a"); ok {
		t.Fatal("the bucket refilled beyond its size")
	}
}

func TestSweepForgetsIdleClients(t *testing.T) {
	clock := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	l := New(Rate{Events: 5, Per: time.Minute}, clock.now)
	for _, ip := range []string{"192.0.2.1", "192.0.2.2", "192.0.2.3"} {
		l.Allow(ip)
	}
	clock.advance(2 * time.Minute)
	l.Allow("192.0.2.9")
	if got := l.Len(); got != 1 {
		t.Fatalf("tracked clients = %d, want 1", got)
	}
}

func TestOff(t *testing.T) {
	l := New(Rate{}, nil)
	for range 1000 {
		if ok, _ := l.Allow("a"); !ok {
			t.Fatal("the zero rate limited a request")
		}
	}
}

func TestParseRate(t *testing.T) {
	tests := []struct {
		in      string
		want    Rate
		wantErr bool
	}{
		{"5/1m", Rate{5, time.Minute}, false},
		{"100/1s", Rate{100, time.Second}, false},
		{"off", Rate{}, false},
		{"0/1m", Rate{}, true},
		{"-1/1m", Rate{}, true},
		{"5", Rate{}, true},
		{"5/minute", Rate{}, true},
		{"5/0s", Rate{}, true},
		{"", Rate{}, true},
	}
	for _, tt := range tests {
		got, err := ParseRate(tt.in)
		if (err != nil) != tt.wantErr || got != tt.want {
			t.Errorf("ParseRate(%q) = %v, %v; want %v, error %v", tt.in, got, err, tt.want, tt.wantErr)
		}
	}
}

func TestClientKey(t *testing.T) {
	tests := []struct{ in, want string }{
		{"192.0.2.1", "192.0.2.1"},
		{"0.0.0.0", "0.0.0.0"},
		{"::ffff:192.0.2.1", "192.0.2.1"},
		{"192.0.2.01", "192.0.2.01"}, // not an address (leading zero): kept as given
		{"192.0.2.1%eth0", "192.0.2.1%eth0"},
		{"2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"},
		{"2001:db8:1:2:ffff::1", "2001:db8:1:2::/64"},
		{"not-an-ip", "not-an-ip"},
	}
	for _, tt := range tests {
		if got := ClientKey(tt.in); got != tt.want {
			t.Errorf("ClientKey(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// A client that spent more than its bucket holds (bytes sent, say) waits
// until the debt is repaid, even past the sweep of idle clients.
func TestSpendPutsTheBucketInDebt(t *testing.T) {
	clock := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	l := New(Rate{Events: 60, Per: time.Minute}, clock.now)
	if ok, _ := l.Allow("a"); !ok {
		t.Fatal("first request refused")
	}
	l.Spend("a", 179) // 59 left, minus 179: 120 in debt
	ok, retry := l.Allow("a")
	if ok || retry != 121*time.Second {
		t.Fatalf("in debt: ok=%v retry=%v, want refused for 121s", ok, retry)
	}
	clock.advance(90 * time.Second)
	l.Allow("b") // sweeps
	if ok, _ := l.Allow("a"); ok {
		t.Fatal("the sweep forgot a bucket still in debt")
	}
	clock.advance(40 * time.Second)
	if ok, _ := l.Allow("a"); !ok {
		t.Fatal("the debt is repaid, yet the request was refused")
	}
}
