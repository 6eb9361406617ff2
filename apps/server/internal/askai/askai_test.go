package askai

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"testing"
)

func body(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func source(title, url, text string) map[string]any {
	return map[string]any{"title": title, "url": url, "text": text}
}

func TestDecodeQuestion(t *testing.T) {
	valid := []any{source("Jobs", "/docs/jobs#create", "A job is a shipment.")}
	eight := make([]any, 8)
	for i := range eight {
		eight[i] = source(fmt.Sprint("S", i), "/s", "")
	}
	tests := []struct {
		name string
		body string
		want map[string]string // pointer -> message; nil: valid
	}{
		{"valid", string(body(t, map[string]any{"question": "  How do I create a job? ", "sources": valid})), nil},
		{"eight sources, empty text", string(body(t, map[string]any{"question": "q", "sources": eight})), nil},
		{"500 characters", string(body(t, map[string]any{"question": strings.Repeat("é", 500), "sources": valid})), nil},
		{"501 characters", string(body(t, map[string]any{"question": strings.Repeat("é", 501), "sources": valid})),
			map[string]string{"/question": "must be at most 500 characters"}},
		{"blank question", string(body(t, map[string]any{"question": " \n ", "sources": valid})), map[string]string{"/question": "is required"}},
		{"no question", string(body(t, map[string]any{"sources": valid})), map[string]string{"/question": "is required"}},
		{"question a number", string(body(t, map[string]any{"question": 4, "sources": valid})), map[string]string{"/question": "must be text"}},
		{"no sources", string(body(t, map[string]any{"question": "q"})), map[string]string{"/sources": "is required"}},
		{"empty sources", string(body(t, map[string]any{"question": "q", "sources": []any{}})), map[string]string{"/sources": "must list at least one source"}},
		{"nine sources", string(body(t, map[string]any{"question": "q", "sources": append(eight, source("9", "/9", ""))})),
			map[string]string{"/sources": "must list at most 8 sources"}},
		{"sources not a list", string(body(t, map[string]any{"question": "q", "sources": "x"})), map[string]string{"/sources": "must be a list"}},
		{"source not an object", string(body(t, map[string]any{"question": "q", "sources": []any{"x"}})),
			map[string]string{"/sources/0": "must be an object with title, url and text"}},
		{"source problems", string(body(t, map[string]any{"question": "q", "sources": []any{
			source("ok", "/ok", ""),
			map[string]any{"title": " ", "url": "https://evil.example/x", "text": strings.Repeat("x", 4001), "score": 1},
			map[string]any{"url": "//evil.example", "text": 3},
		}})), map[string]string{
			"/sources/1/title": "is required",
			"/sources/1/url":   `must be a path on this site starting with "/", such as /docs/intro`,
			"/sources/1/text":  "must be at most 4000 characters",
			"/sources/1/score": "is not a field of a source",
			"/sources/2/title": "is required",
			"/sources/2/url":   `must be a path on this site starting with "/", such as /docs/intro`,
			"/sources/2/text":  "must be text",
		}},
		{"url with a backslash", string(body(t, map[string]any{"question": "q", "sources": []any{source("t", `/\evil.example`, "")}})),
			map[string]string{"/sources/0/url": `must be a path on this site starting with "/", such as /docs/intro`}},
		{"url with a space", string(body(t, map[string]any{"question": "q", "sources": []any{source("t", "/a b", "")}})),
			map[string]string{"/sources/0/url": "must not contain spaces, backslashes or control characters"}},
		{"relative url", string(body(t, map[string]any{"question": "q", "sources": []any{source("t", "docs/a", "")}})),
			map[string]string{"/sources/0/url": `must be a path on this site starting with "/", such as /docs/intro`}},
		{"javascript url", string(body(t, map[string]any{"question": "q", "sources": []any{source("t", "javascript:alert(1)", "")}})),
			map[string]string{"/sources/0/url": `must be a path on this site starting with "/", such as /docs/intro`}},
		{"unknown field with a slash", string(body(t, map[string]any{"question": "q", "sources": valid, "a/b~": 1})),
			map[string]string{"/a~1b~0": "is not a field of this request"}},
		{"not JSON", `{"question":`, map[string]string{"": "the body is not one valid JSON object"}},
		{"a list", `[]`, map[string]string{"": "the body is not one valid JSON object"}},
		{"two objects", `{} {}`, map[string]string{"": "the body is not one valid JSON object"}},
		{"empty", ``, map[string]string{"": "the body is not one valid JSON object"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q, errs := decodeQuestion([]byte(tt.body))
			got := map[string]string{}
			for _, e := range errs {
				got[e.Pointer] = e.Message
			}
			if tt.want == nil {
				if len(errs) > 0 {
					t.Fatalf("errors %v for a valid body", got)
				}
				if q.Question != strings.TrimSpace(q.Question) || q.Question == "" || len(q.Sources) == 0 {
					t.Errorf("decoded %+v", q)
				}
				return
			}
			if fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Errorf("errors\n got %v\nwant %v", got, tt.want)
			}
		})
	}
}

func TestChatBody(t *testing.T) {
	payload, err := chatBody("gpt-test", Question{Question: "How do I create a job?", Sources: []Source{
		{Title: "Jobs", URL: "/docs/jobs", Text: "A job is a shipment."},
		{Title: "Dispatch", URL: "/docs/dispatch", Text: "Plan trucks."},
	}})
	if err != nil {
		t.Fatal(err)
	}
	var req chatRequest
	if err := json.Unmarshal(payload, &req); err != nil {
		t.Fatal(err)
	}
	if req.Model != "gpt-test" || !req.Stream || len(req.Messages) != 2 || req.Messages[0].Role != "system" || req.Messages[1].Role != "user" {
		t.Fatalf("request %+v", req)
	}
	for _, want := range []string{"Freightlane", "only the numbered sources", "[1], [2]", "do not know"} {
		if !strings.Contains(req.Messages[0].Content, want) {
			t.Errorf("system prompt lacks %q", want)
		}
	}
	wantUser := "Sources:\n\n[1] Jobs\nURL: /docs/jobs\nA job is a shipment.\n\n[2] Dispatch\nURL: /docs/dispatch\nPlan trucks.\n\nQuestion: How do I create a job?\n"
	if req.Messages[1].Content != wantUser {
		t.Errorf("user message\n%q\nwant\n%q", req.Messages[1].Content, wantUser)
	}
}

func TestReadStream(t *testing.T) {
	chunk := func(content string) string {
		return `data: {"id":"x","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":` + strings.TrimSpace(string(must(json.Marshal(content)))) + `},"finish_reason":null}]}` + "\n\n"
	}
	tests := []struct {
		name    string
		stream  string
		want    []string
		wantErr bool
	}{
		{"deltas until DONE", chunk("Hello") + chunk(", world") + "data: [DONE]\n\n" + chunk("ignored"), []string{"Hello", ", world"}, false},
		{"role chunk, empty deltas, comments, keep-alives",
			`data: {"choices":[{"delta":{"role":"assistant"},"finish_reason":null}]}` + "\n\n" +
				": keep-alive\n\n" + chunk("") + "event: message\nid: 7\n" + chunk("A") + ":\n\n" + chunk("B") + "data: [DONE]\n",
			[]string{"A", "B"}, false},
		{"CRLF lines, no space after the colon", "data:{\"choices\":[{\"delta\":{\"content\":\"x\"}}]}\r\n\r\ndata:[DONE]\r\n", []string{"x"}, false},
		{"no choices: usage report", `data: {"choices":[],"usage":{"total_tokens":3}}` + "\n\n" + chunk("y") + "data: [DONE]\n", []string{"y"}, false},
		{"ends with a finish reason but no DONE", chunk("z") + `data: {"choices":[{"delta":{},"finish_reason":"stop"}]}` + "\n\n", []string{"z"}, false},
		{"ends abruptly", chunk("partial"), []string{"partial"}, true},
		{"garbage", "data: {not json\n\n", nil, true},
		{"an HTML error page", "<html><body>Bad gateway</body></html>\n", nil, true},
		{"error object", chunk("a") + `data: {"error":{"message":"overloaded"}}` + "\n\n", []string{"a"}, true},
		{"newlines inside a delta", chunk("line 1\nline 2") + "data: [DONE]\n", []string{"line 1\nline 2"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			err := readStream(strings.NewReader(tt.stream), func(s string) error { got = append(got, s); return nil })
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, want error %v", err, tt.wantErr)
			}
			if fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Errorf("deltas %q, want %q", got, tt.want)
			}
		})
	}
	stop := errors.New("client gone")
	err := readStream(strings.NewReader(chunk("a")+chunk("b")), func(string) error { return stop })
	if !errors.Is(err, stop) {
		t.Errorf("a failing delta callback: %v, want it returned", err)
	}
	long := "data: " + strings.Repeat("x", maxLine+1) + "\n"
	if err := readStream(strings.NewReader(long), func(string) error { return nil }); err == nil {
		t.Error("a line over the limit was accepted")
	}
}

func TestReadCompletion(t *testing.T) {
	var got []string
	collect := func(s string) error { got = append(got, s); return nil }
	if err := readCompletion(strings.NewReader(`{"choices":[{"message":{"role":"assistant","content":"Whole answer [1]."}}]}`), collect); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != "[Whole answer [1].]" {
		t.Errorf("got %q", got)
	}
	for _, bad := range []string{`{"choices":[]}`, `{"error":{"message":"no"}}`, `nope`} {
		if err := readCompletion(strings.NewReader(bad), collect); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

func TestParseBaseURL(t *testing.T) {
	for raw, want := range map[string]string{
		"https://api.openai.com/v1":  "https://api.openai.com/v1",
		"https://api.openai.com/v1/": "https://api.openai.com/v1",
		"http://127.0.0.1:8790":      "http://127.0.0.1:8790",
	} {
		if got, err := ParseBaseURL(raw); err != nil || got != want {
			t.Errorf("ParseBaseURL(%q) = %q, %v; want %q", raw, got, err, want)
		}
	}
	for _, raw := range []string{"api.openai.com/v1", "ftp://host/v1", "https://", "https://h/v1?x=1", "https://user:pw@h/v1", "https://h/v1#x", "://x"} {
		if _, err := ParseBaseURL(raw); err == nil {
			t.Errorf("ParseBaseURL(%q) accepted", raw)
		}
	}
}

func TestSecretNeverPrints(t *testing.T) {
	c := Config{BaseURL: "https://h/v1", APIKey: "sk-live-123", Model: "m"}
	var logs bytes.Buffer
	slog.New(slog.NewJSONHandler(&logs, nil)).Info("config", "config", c, "key", c.APIKey)
	j, _ := json.Marshal(c)
	for _, s := range []string{fmt.Sprint(c), fmt.Sprintf("%+v", c), fmt.Sprintf("%#v", c), c.APIKey.String(), logs.String(), string(j)} {
		if strings.Contains(s, "sk-live-123") {
			t.Errorf("the key shows in %s", s)
		}
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}
