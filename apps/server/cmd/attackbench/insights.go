package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/freightlane/website/packages/sitegen/bench"
	"github.com/freightlane/website/packages/stats"
)

// The docs insights' load (issue 38): 1,000 events a second to
// /api/insights beside static page GETs at a fixed rate.
const (
	eventsPerSecond = 1000
	pagesPerSecond  = 200
	// readers are the distinct clients the events come from, each sending
	// one event every readers/eventsPerSecond seconds (10 s: 6 a minute),
	// under the per-client limit of 30 a minute the server keeps on: the
	// limiter, with a bucket per reader, is part of what is measured.
	readers = 10000
	// eventSenders bound the events in flight: past them, events are late
	// and the late ones missing at the window's end count as unanswered.
	// Readers wait for no one: the bound is the generator's, high enough
	// that a stall of the store (a WAL checkpoint's fsync) of up to a
	// quarter of a second does not stop the sending (64 lost 1-2 % of the
	// events to such stalls).
	eventSenders = 256
	pageSenders  = 32
)

// insightsEnv is the server's configuration under the insights load: the
// client's address from X-Forwarded-For, as behind the proxy of a
// deployment, so the simulated readers are told apart; limits as shipped.
var insightsEnv = map[string]string{"FL_CLIENT_IP_HEADER": "X-Forwarded-For"}

// insightPages are pages of the real site: the GETs measured, and the
// pages the feedback events name.
var insightPages = []string{
	"/", "/docs/intro", "/docs/user-manual/operations/jobs", "/docs/user-manual/operations/invoicing-liquidation",
	"/docs/development/security", "/solutions/ocean-freight", "/integrations/ups", "/request-demo",
}

// insightEvent is one event the load sends, with the status it expects.
type insightEvent struct {
	body   string
	status int
}

// insightEvents are the events the readers send, in turn: settled searches
// found and not found, opened at a rank or not, a query dropped as
// personal data, and feedback with and without a comment.
func insightEvents() []insightEvent {
	var out []insightEvent
	for i, q := range []string{"customs hold", "reefer setpoint", "close a job", "invoice a customer", "carrier rates",
		"dangerous goods", "jbos", "warehouse receipt", "edi 214", "proof of delivery", "delcaraton", "tracking events"} {
		rank := ""
		if i%3 == 0 {
			rank = fmt.Sprintf(`,"openedRank":%d`, 1+i%4)
		}
		out = append(out, insightEvent{fmt.Sprintf(`{"type":"search","query":%q,"scope":"docs","results":%d%s}`, q, i%5, rank), http.StatusNoContent})
	}
	out = append(out, insightEvent{`{"type":"search","query":"ada@example.com","scope":"all","results":0}`, http.StatusAccepted})
	for i, p := range insightPages {
		out = append(out, insightEvent{fmt.Sprintf(`{"type":"vote","page":%q,"helpful":%t}`, p, i%2 == 0), http.StatusNoContent})
	}
	out = append(out, insightEvent{`{"type":"comment","page":"/docs/user-manual/operations/jobs","helpful":false,"comment":"Which milestone closes a job?"}`, http.StatusNoContent})
	return out
}

// insights measures the insights load on a server of its own (db its
// store, insightsEnv its configuration), up to measurements times, keeping
// the first that holds its limits.
func (f *Figures) insights(dist, db string, rounds int, d time.Duration) error {
	srv, err := start(dist, db, insightsEnv)
	if err != nil {
		return err
	}
	for f.Insights.Measurements = 1; ; f.Insights.Measurements++ {
		if err := f.insightsLoad(srv, rounds, d); err != nil {
			srv.stop()
			return err
		}
		if f.InsightsHold() || f.Insights.Measurements == measurements {
			break
		}
		fmt.Fprintf(os.Stderr, "attackbench: insights load, measurement %d does not hold (page p50 %.3f, events answered %.4f): measuring again\n", f.Insights.Measurements, f.Insights.P50Ratio.Median, f.Insights.AnsweredShare)
	}
	return srv.stop()
}

// insightsLoad measures page latency with and without the events, in
// rounds of a quiet and a loaded window of d each (their order alternating
// from round to round).
func (f *Figures) insightsLoad(r *running, rounds int, d time.Duration) error {
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: eventSenders + pageSenders}}
	defer client.CloseIdleConnections()
	for _, p := range insightPages {
		resp, err := client.Get(r.url + p)
		if err != nil {
			return err
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("GET %s answered %d: the site served is not the real site's build", p, resp.StatusCode)
		}
	}
	events := insightEvents()
	var next atomic.Int64 // the next event's number, over every window: each reader keeps its pace
	il := &f.Insights
	*il = bench.InsightsLoad{Measurements: il.Measurements, Rounds: rounds, WindowMs: float64(d) / float64(time.Millisecond),
		PagesPerSecond: pagesPerSecond, EventsPerSecond: eventsPerSecond, Readers: readers}
	// A window of both, unmeasured, first: the connections, the
	// goroutines and the readers' buckets are made once, as on a server
	// that has been up, not in the first loaded window.
	warm := sendEvents(client, r.url, events, &next)
	_, err := pageLatencies(client, r.url, d)
	warm()
	if err != nil {
		return err
	}
	var quiet, loaded []float64
	var ratios []float64
	var cpuQuiet, cpuLoaded, timeQuiet, timeLoaded time.Duration
	for round := range rounds {
		var q, l []float64
		for _, withEvents := range []bool{round%2 == 1, round%2 == 0} {
			var due, answered int64
			var stop func() (int64, int64)
			began, cpu := time.Now(), processCPU()
			if withEvents {
				stop = sendEvents(client, r.url, events, &next)
			}
			lat, err := pageLatencies(client, r.url, d)
			if stop != nil {
				due, answered = stop()
			}
			if err != nil {
				return err
			}
			cpu, took := processCPU()-cpu, time.Since(began)
			if withEvents {
				l = lat
				il.EventsDue += due
				il.EventsAnswered += answered
				cpuLoaded, timeLoaded = cpuLoaded+cpu, timeLoaded+took
			} else {
				q = lat
				cpuQuiet, timeQuiet = cpuQuiet+cpu, timeQuiet+took
			}
		}
		quiet, loaded = append(quiet, q...), append(loaded, l...)
		ratios = append(ratios, stats.Percentile(l, 0.5)/stats.Percentile(q, 0.5))
	}
	il.PagesQuiet, il.PagesLoaded = len(quiet), len(loaded)
	il.P50QuietMs, il.P50LoadedMs = stats.Percentile(quiet, 0.5), stats.Percentile(loaded, 0.5)
	il.P95QuietMs, il.P95LoadedMs = stats.Percentile(quiet, 0.95), stats.Percentile(loaded, 0.95)
	il.P50Ratio, il.P95Ratio = bench.Summarise(ratios), il.P95LoadedMs/il.P95QuietMs
	il.AnsweredShare = float64(il.EventsAnswered) / float64(max(il.EventsDue, 1))
	// The CPU the events added: the loaded windows' CPU a second over the
	// quiet windows', per event a second.
	perSecond := func(cpu, took time.Duration) float64 { return cpu.Seconds() / took.Seconds() }
	il.CPUPerEventMicros = (perSecond(cpuLoaded, timeLoaded) - perSecond(cpuQuiet, timeQuiet)) * 1e6 /
		(float64(il.EventsAnswered) / timeLoaded.Seconds())
	return nil
}

// processCPU is the CPU time this process (the server and the load
// generator) has used.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// pageLatencies GETs insightPages in turn at pagesPerSecond for d and
// returns each answer's latency in milliseconds, from sending to the last
// byte. A page answered other than 200 is an error: the load must not
// cost pages.
func pageLatencies(client *http.Client, base string, d time.Duration) ([]float64, error) {
	var mu sync.Mutex
	var lat []float64
	var failure error
	slots := make(chan struct{}, pageSenders)
	var wg sync.WaitGroup
	start := time.Now()
	for i := 0; ; i++ {
		at := start.Add(time.Duration(i) * time.Second / pagesPerSecond)
		if at.Sub(start) >= d {
			break
		}
		time.Sleep(time.Until(at))
		slots <- struct{}{}
		wg.Go(func() {
			defer func() { <-slots }()
			sent := time.Now()
			resp, err := client.Get(base + insightPages[i%len(insightPages)])
			if err == nil {
				_, err = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if err == nil && resp.StatusCode != http.StatusOK {
					err = fmt.Errorf("GET %s answered %d", insightPages[i%len(insightPages)], resp.StatusCode)
				}
			}
			ms := float64(time.Since(sent)) / float64(time.Millisecond)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				failure = err
				return
			}
			lat = append(lat, ms)
		})
	}
	wg.Wait()
	return lat, failure
}

// sendEvents sends events at eventsPerSecond, each from the reader its
// number names, until the returned stop is called; stop waits for the
// events in flight and returns how many the rate called for and how many
// were answered with the status they expect.
func sendEvents(client *http.Client, base string, events []insightEvent, next *atomic.Int64) (stop func() (due, answered int64)) {
	var answered atomic.Int64
	began := time.Now()
	done := make(chan struct{})
	finished := make(chan struct{})
	slots := make(chan struct{}, eventSenders)
	var wg sync.WaitGroup
	go func() {
		defer close(finished)
		var sent int64
		for {
			select {
			case <-done:
				return
			default:
			}
			// Every event due by now, then a millisecond's sleep.
			for sent < int64(time.Since(began)*eventsPerSecond/time.Second) {
				sent++
				n := next.Add(1)
				select {
				case slots <- struct{}{}:
				case <-done:
					return
				}
				wg.Go(func() {
					defer func() { <-slots }()
					e := events[n%int64(len(events))]
					req, err := http.NewRequest(http.MethodPost, base+"/api/insights", strings.NewReader(e.body))
					if err != nil {
						return
					}
					req.Header.Set("Content-Type", "application/json")
					reader := n % readers
					req.Header.Set("X-Forwarded-For", fmt.Sprintf("10.%d.%d.%d", reader>>16&255, reader>>8&255, reader&255))
					resp, err := client.Do(req)
					if err != nil {
						return
					}
					io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					if resp.StatusCode == e.status {
						answered.Add(1)
					}
				})
			}
			time.Sleep(time.Millisecond)
		}
	}()
	return func() (int64, int64) {
		// Due: every event of the rate up to now, sent or not.
		due := int64(time.Since(began) * eventsPerSecond / time.Second)
		close(done)
		<-finished
		wg.Wait()
		return due, answered.Load()
	}
}
