package askai

// The answers the endpoint gives, declared once: the site app's types of
// them (apps/site/src/api.gen.ts) are generated from these (package apits).

// Status answers GET: whether Ask AI answers questions, and with which model.
type Status struct {
	Enabled bool   `json:"enabled"`
	Model   string `json:"model,omitempty"`
}

// Problems answers a question the endpoint refuses, each problem at its
// JSON pointer.
type Problems struct {
	Errors []FieldError `json:"errors"`
}

// NotConfigured answers a question when no model is configured.
type NotConfigured struct {
	Error string `json:"error"`
}

// SourceLink is one entry of the "sources" event: a section the answer is
// drawn from, shown under it.
type SourceLink struct {
	Title string `json:"title"`
	URL   string `json:"url"`
}

// Delta is a "delta" event: the next part of the answer.
type Delta struct {
	Text string `json:"text"`
}

// Failure is an "error" event: the answer ends unfinished.
type Failure struct {
	Message string `json:"message"`
}
