package main

import (
	"bufio"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

const prompt = "Sources:\n\n[1] Jobs\nURL: /docs/jobs\nA job is a shipment.\n\n[2] Dispatch board\nURL: /docs/dispatch\nPlan trucks.\n\nQuestion: How do I plan a job?\n"

func post(t *testing.T, url, auth, question string) *http.Response {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"model": "standin", "stream": true, "messages": []map[string]string{
		{"role": "system", "content": "answer from the sources"},
		{"role": "user", "content": strings.Replace(prompt, "How do I plan a job?", question, 1)},
	}})
	req, _ := http.NewRequest(http.MethodPost, url+"/chat/completions", strings.NewReader(string(body)))
	req.Header.Set("Content-Type", "application/json")
	if auth != "" {
		req.Header.Set("Authorization", auth)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

func TestStreamsADeterministicAnswerInChunks(t *testing.T) {
	srv := httptest.NewServer(&standIn{key: "test-key", delay: 20 * time.Millisecond})
	defer srv.Close()
	start := time.Now()
	resp := post(t, srv.URL, "Bearer test-key", "How do I plan a job?")
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("status %d, Content-Type %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	var text strings.Builder
	contentChunks, done := 0, false
	scanner := bufio.NewScanner(resp.Body)
	for scanner.Scan() {
		data, ok := strings.CutPrefix(scanner.Text(), "data: ")
		if !ok {
			continue
		}
		if data == "[DONE]" {
			done = true
			break
		}
		var c struct {
			Choices []struct {
				Delta struct{ Content string }
			}
		}
		if err := json.Unmarshal([]byte(data), &c); err != nil {
			t.Fatalf("chunk %q: %v", data, err)
		}
		if s := c.Choices[0].Delta.Content; s != "" {
			contentChunks++
			text.WriteString(s)
		}
	}
	want := `Freightlane answers from its docs: "How do I plan a job?" is covered in Jobs [1] and Dispatch board [2].`
	if text.String() != want || !done {
		t.Errorf("answer %q (done %v), want %q", text.String(), done, want)
	}
	if contentChunks < 4 {
		t.Errorf("%d content chunks, want several", contentChunks)
	}
	if elapsed := time.Since(start); elapsed < time.Duration(contentChunks-1)*20*time.Millisecond {
		t.Errorf("answered in %v, want the chunks 20 ms apart", elapsed)
	}
}

func TestFailsOnPurposeAndOnBadRequests(t *testing.T) {
	srv := httptest.NewServer(&standIn{key: "test-key", delay: time.Millisecond})
	defer srv.Close()
	if resp := post(t, srv.URL, "Bearer test-key", "please fail-upstream now"); resp.StatusCode != 500 {
		t.Errorf("fail-upstream: status %d, want 500", resp.StatusCode)
	}
	if resp := post(t, srv.URL, "Bearer wrong", "hello"); resp.StatusCode != 401 {
		t.Errorf("wrong key: status %d, want 401", resp.StatusCode)
	}
	for path, want := range map[string]int{"/healthz": 200, "/v1/models": 404, "/chat/completions": 405} {
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("GET %s: %d, want %d", path, resp.StatusCode, want)
		}
	}
	resp, err := http.Post(srv.URL+"/chat/completions", "application/json", strings.NewReader(`{"model":"m","stream":false}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 401 {
		t.Errorf("no key: %d, want 401", resp.StatusCode)
	}
}

func TestWithoutAKeyAnyRequestIsServed(t *testing.T) {
	srv := httptest.NewServer(&standIn{delay: time.Millisecond})
	defer srv.Close()
	if resp := post(t, srv.URL, "", "hello"); resp.StatusCode != 200 {
		t.Errorf("status %d, want 200", resp.StatusCode)
	}
}
