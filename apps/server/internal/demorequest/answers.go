package demorequest

// The JSON answers of the endpoint, declared once: the site app's types of
// them (apps/site/src/api.gen.ts) are generated from these (package apits).

// Created answers a stored request: its id and the page to show next.
type Created struct {
	ID       string `json:"id"`
	Redirect string `json:"redirect"`
}

// Problems answers a refused request, each problem at its JSON pointer
// ("" for the whole request).
type Problems struct {
	Errors []FieldError `json:"errors"`
}
