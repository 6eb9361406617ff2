package askai

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// systemPrompt keeps the model to the sources the browser found, so answers
// say what the documentation says and point to where it says it.
const systemPrompt = `You are the documentation assistant of Freightlane, a low-code transport management platform.
Answer the user's question about the Freightlane platform using only the numbered sources in their message: sections of Freightlane's documentation and website.
Cite the sources you use as [1], [2] and so on, right after the statement they support.
If the sources do not answer the question, say that you do not know and suggest searching the documentation or contacting Freightlane. Never invent features, settings, prices or facts that the sources do not state.
Answer concisely, in the language of the question, in plain text.`

type chatMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type chatRequest struct {
	Model    string        `json:"model"`
	Stream   bool          `json:"stream"`
	Messages []chatMessage `json:"messages"`
}

// chatBody is the upstream request for q: the system prompt, then the
// numbered sources and the question as the user's message.
func chatBody(model string, q Question) ([]byte, error) {
	var user strings.Builder
	user.WriteString("Sources:\n")
	for i, s := range q.Sources {
		fmt.Fprintf(&user, "\n[%d] %s\nURL: %s\n%s\n", i+1, s.Title, s.URL, s.Text)
	}
	fmt.Fprintf(&user, "\nQuestion: %s\n", q.Question)
	return json.Marshal(chatRequest{
		Model:  model,
		Stream: true,
		Messages: []chatMessage{
			{Role: "system", Content: systemPrompt},
			{Role: "user", Content: user.String()},
		},
	})
}

// chunk is one event of an OpenAI-compatible chat completion stream, or a
// whole completion when the endpoint does not stream.
type chunk struct {
	Choices []struct {
		Delta struct {
			Content string `json:"content"`
		} `json:"delta"`
		Message struct {
			Content string `json:"content"`
		} `json:"message"`
		FinishReason *string `json:"finish_reason"`
	} `json:"choices"`
	Error *struct {
		Message string `json:"message"`
	} `json:"error"`
}

// maxLine bounds one line of the upstream stream.
const maxLine = 1 << 20

var errNoDone = errors.New("the stream ended before data: [DONE] or a finish reason")

// readStream reads an OpenAI-compatible streaming answer (server-sent
// events whose data lines hold chat.completion.chunk objects) and calls
// delta with each piece of content, in order, until data: [DONE]. Comment
// and keep-alive lines, other fields and empty deltas are skipped. A stream
// that ends without [DONE] counts as complete only if a choice said why it
// finished; an error object, a line that is not JSON, or a read error fails.
func readStream(r io.Reader, delta func(string) error) error {
	scanner := bufio.NewScanner(r)
	scanner.Buffer(make([]byte, 0, 64<<10), maxLine)
	finished := false
	for scanner.Scan() {
		line := scanner.Bytes()
		data, ok := bytes.CutPrefix(line, []byte("data:"))
		if !ok {
			continue // blank separators, ": keep-alive" comments, event:, id:, retry:
		}
		data = bytes.TrimPrefix(data, []byte(" "))
		if string(bytes.TrimSpace(data)) == "[DONE]" {
			return nil
		}
		var c chunk
		if err := json.Unmarshal(data, &c); err != nil {
			return fmt.Errorf("a data line that is not a JSON chunk: %w", err)
		}
		if c.Error != nil {
			return fmt.Errorf("error in the stream: %s", c.Error.Message)
		}
		if len(c.Choices) == 0 {
			continue // e.g. a usage or content-filter report
		}
		if c.Choices[0].FinishReason != nil {
			finished = true
		}
		if text := c.Choices[0].Delta.Content; text != "" {
			if err := delta(text); err != nil {
				return err
			}
		}
	}
	if err := scanner.Err(); err != nil {
		return err
	}
	if !finished {
		return errNoDone
	}
	return nil
}

// readCompletion reads a whole, non-streamed chat completion, which some
// OpenAI-compatible servers send even when asked to stream.
func readCompletion(r io.Reader, delta func(string) error) error {
	var c chunk
	if err := json.NewDecoder(io.LimitReader(r, maxLine)).Decode(&c); err != nil {
		return fmt.Errorf("a completion that is not JSON: %w", err)
	}
	if c.Error != nil {
		return fmt.Errorf("error in the completion: %s", c.Error.Message)
	}
	if len(c.Choices) == 0 || c.Choices[0].Message.Content == "" {
		return errors.New("a completion without content")
	}
	return delta(c.Choices[0].Message.Content)
}

// snippet is the start of an upstream error body, for the log.
func snippet(r io.Reader) string {
	b, _ := io.ReadAll(io.LimitReader(r, 300))
	return strconv.Quote(string(b))
}
