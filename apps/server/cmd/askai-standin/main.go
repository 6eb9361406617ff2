// Command askai-standin is a test stand-in for an OpenAI-compatible chat
// endpoint, not a model: the end-to-end tests point the server's Ask AI at it
// so the whole path (browser, server, endpoint) runs without a network or a
// key. It answers POST /chat/completions with a deterministic streamed answer
// built from the question and the titles of the numbered sources in the
// server's prompt, in a few chunks some milliseconds apart, and fails with a
// 500 when the question contains "fail-upstream".
//
//	go run ./apps/server/cmd/askai-standin [-addr 127.0.0.1:8790] [-key test-key] [-delay 30ms]
//
// GET /healthz answers 200 once it listens.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"regexp"
	"strings"
	"time"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8790", "listen address")
	key := flag.String("key", "", "if set, answer 401 unless the request carries Authorization: Bearer <key>")
	delay := flag.Duration("delay", 30*time.Millisecond, "pause between the chunks of an answer")
	flag.Parse()
	srv := &http.Server{Addr: *addr, Handler: &standIn{key: *key, delay: *delay}, ReadHeaderTimeout: 5 * time.Second}
	fmt.Printf("askai-standin: a test stand-in for an OpenAI-compatible endpoint, listening on http://%s\n", *addr)
	if err := srv.ListenAndServe(); !errors.Is(err, http.ErrServerClosed) {
		log.Print(err)
		os.Exit(1)
	}
}

// failTrigger in a question makes the stand-in fail, to test error paths.
const failTrigger = "fail-upstream"

type standIn struct {
	key   string
	delay time.Duration
}

type chatRequest struct {
	Model    string `json:"model"`
	Stream   bool   `json:"stream"`
	Messages []struct {
		Role    string `json:"role"`
		Content string `json:"content"`
	} `json:"messages"`
}

func (s *standIn) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.URL.Path == "/healthz" && r.Method == http.MethodGet:
		fmt.Fprintln(w, "ok")
		return
	case r.URL.Path != "/chat/completions":
		apiError(w, http.StatusNotFound, "the stand-in serves only POST /chat/completions")
		return
	case r.Method != http.MethodPost:
		w.Header().Set("Allow", "POST")
		apiError(w, http.StatusMethodNotAllowed, "use POST")
		return
	case s.key != "" && r.Header.Get("Authorization") != "Bearer "+s.key:
		apiError(w, http.StatusUnauthorized, "missing or wrong API key")
		return
	}
	var req chatRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20)).Decode(&req); err != nil || !req.Stream || req.Model == "" {
		apiError(w, http.StatusBadRequest, "want a JSON chat request with a model and stream: true")
		return
	}
	var prompt string
	for _, m := range req.Messages {
		if m.Role == "user" {
			prompt = m.Content
		}
	}
	question, titles := parsePrompt(prompt)
	if strings.Contains(question, failTrigger) {
		apiError(w, http.StatusInternalServerError, "the stand-in fails on purpose: the question contains "+failTrigger)
		return
	}

	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	rc := http.NewResponseController(w)
	send := func(v any) bool {
		data, _ := json.Marshal(v)
		fmt.Fprintf(w, "data: %s\n\n", data)
		return rc.Flush() == nil
	}
	send(chunk(map[string]string{"role": "assistant"}, nil))
	for i, piece := range pieces(answer(question, titles)) {
		if i > 0 {
			select {
			case <-time.After(s.delay):
			case <-r.Context().Done():
				return
			}
		}
		if !send(chunk(map[string]string{"content": piece}, nil)) {
			return
		}
	}
	stop := "stop"
	send(chunk(map[string]string{}, &stop))
	fmt.Fprint(w, "data: [DONE]\n\n")
}

var sourceLine = regexp.MustCompile(`(?m)^\[(\d+)\] (.+)$`)

// parsePrompt finds what the server's prompt holds: the numbered sources'
// titles ("[1] Title") and the question ("Question: …").
func parsePrompt(prompt string) (question string, titles []string) {
	for _, m := range sourceLine.FindAllStringSubmatch(prompt, -1) {
		titles = append(titles, m[2])
	}
	if i := strings.LastIndex(prompt, "Question: "); i >= 0 {
		question = strings.TrimSpace(prompt[i+len("Question: "):])
	}
	return question, titles
}

// answer is the stand-in's whole answer: the question back, and a citation
// of every source by its number.
func answer(question string, titles []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Freightlane answers from its docs: %q", question)
	for i, t := range titles {
		sep := ", "
		switch {
		case i == 0:
			sep = " is covered in "
		case i == len(titles)-1:
			sep = " and "
		}
		fmt.Fprintf(&b, "%s%s [%d]", sep, t, i+1)
	}
	b.WriteString(".")
	return b.String()
}

// pieces splits an answer into chunks of a few words, as a model streams.
func pieces(text string) []string {
	words := strings.SplitAfter(text, " ")
	var out []string
	for len(words) > 0 {
		n := min(3, len(words))
		out = append(out, strings.Join(words[:n], ""))
		words = words[n:]
	}
	return out
}

func chunk(delta map[string]string, finish *string) map[string]any {
	return map[string]any{
		"id": "chatcmpl-standin", "object": "chat.completion.chunk", "model": "standin",
		"choices": []map[string]any{{"index": 0, "delta": delta, "finish_reason": finish}},
	}
}

func apiError(w http.ResponseWriter, status int, message string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]string{"message": message, "type": "standin_error"}})
}
