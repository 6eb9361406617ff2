// Package attack holds the requests of the attack on the served build
// (issue #37) and the load they are measured under, for the server's tests
// and cmd/attackbench: the amplifying MCP batch, clients that send a
// request as soon as the last is answered, probers, and the heap's peak.
package attack

import (
	"fmt"
	"io"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// MCPBatch is the attack's request: as many get_page calls as fit in the
// 64 KiB a request to /mcp may carry (about 480), each asking for a whole
// page. Answered call by call, one such request returned 10.6 MB.
func MCPBatch() string {
	var calls []string
	size := 2 // the brackets
	for i := 0; ; i++ {
		call := fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"get_page","arguments":{"path":"/"}}}`, i)
		if size+len(call)+1 > 64<<10 {
			break
		}
		calls = append(calls, call)
		size += len(call) + 1
	}
	return "[" + strings.Join(calls, ",") + "]"
}

// PostMCP sends body to base's /mcp as an MCP client would.
func PostMCP(client *http.Client, base, body string) (*http.Response, []byte, error) {
	req, err := http.NewRequest(http.MethodPost, base+"/mcp", strings.NewReader(body))
	if err != nil {
		return nil, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	resp, err := client.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp, b, err
}

// AnsweredDuring counts the answers with status that clients, each
// sending with send as soon as its last answer is read, get during d. It
// stops at the first error and returns it.
func AnsweredDuring(d time.Duration, clients, status int, send func(*http.Client) (*http.Response, error)) (int64, error) {
	var n atomic.Int64
	var firstErr error
	var once sync.Once
	var wg sync.WaitGroup
	stop := time.Now().Add(d)
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: clients}}
	defer client.CloseIdleConnections()
	for range clients {
		wg.Go(func() {
			for time.Now().Before(stop) {
				resp, err := send(client)
				if err != nil {
					once.Do(func() { firstErr = err })
					return
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode == status {
					n.Add(1)
				}
			}
		})
	}
	wg.Wait()
	return n.Load(), firstErr
}

// ProbeURLs are the URLs of n probers, half of /healthz on the public
// listener at base and half of /metrics on the metrics listener at
// metricsBase, as a load balancer and a Prometheus would probe.
func ProbeURLs(base, metricsBase string, n int) []string {
	urls := make([]string, n)
	for i := range urls {
		urls[i] = base + "/healthz"
		if i%2 == 1 {
			urls[i] = metricsBase + "/metrics"
		}
	}
	return urls
}

// Probers are clients that each get one URL again and again until stopped.
type Probers struct {
	client   *http.Client
	stop     chan struct{}
	wg       sync.WaitGroup
	answered atomic.Int64
	mu       sync.Mutex
	failure  error
}

// Probe starts one prober per URL of urls, each getting its URL at once
// and then every every (as soon as answered when 0), until Stop.
func Probe(urls []string, every time.Duration) *Probers {
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: len(urls)}}
	p := &Probers{client: client, stop: make(chan struct{})}
	for _, u := range urls {
		p.wg.Go(func() {
			var tick <-chan time.Time
			if every > 0 {
				ticker := time.NewTicker(every)
				defer ticker.Stop()
				tick = ticker.C
			}
			for first := true; ; first = false {
				if tick != nil && !first {
					select {
					case <-p.stop:
						return
					case <-tick:
					}
				} else {
					select {
					case <-p.stop:
						return
					default:
					}
				}
				if err := p.get(client, u); err != nil {
					p.mu.Lock()
					if p.failure == nil {
						p.failure = err
					}
					p.mu.Unlock()
					return
				}
			}
		})
	}
	return p
}

func (p *Probers) get(client *http.Client, u string) error {
	resp, err := client.Get(u)
	if err != nil {
		return err
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s: %d", u, resp.StatusCode)
	}
	p.answered.Add(1)
	return nil
}

// Stop stops the probers and returns how many probes were answered 200,
// and the first failure (an error or another status), which stopped its
// prober.
func (p *Probers) Stop() (int64, error) {
	close(p.stop)
	p.wg.Wait()
	p.client.CloseIdleConnections()
	return p.answered.Load(), p.failure
}

// HeapPeak samples the heap in use every 5 ms until stop is closed, then
// sends the largest sample.
func HeapPeak(stop <-chan struct{}) <-chan uint64 {
	out := make(chan uint64, 1)
	go func() {
		var peak uint64
		var ms runtime.MemStats
		for {
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapInuse)
			select {
			case <-stop:
				out <- peak
				return
			case <-time.After(5 * time.Millisecond):
			}
		}
	}()
	return out
}
