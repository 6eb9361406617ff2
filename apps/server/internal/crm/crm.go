// Package crm sends leads to a CRM: Zoho CRM's web-to-lead form, or any
// webhook that takes JSON. Both implement outbox.Sender.
package crm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptrace"
	"net/url"
	"strings"
	"sync/atomic"

	"github.com/freightlane/website/apps/server/internal/outbox"
)

// noRedirects keeps a 3xx as the answer: following it would turn the POST
// into a GET of some other page.
func noRedirects(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }

// NewClient returns the HTTP client the senders use.
func NewClient() *http.Client {
	return &http.Client{CheckRedirect: noRedirects}
}

// post sends one request and classifies the result. The trace tells whether
// the request was written: an error before that means the CRM cannot have
// received the lead.
func post(ctx context.Context, client *http.Client, req *http.Request, accept func(status int) bool) outbox.Outcome {
	var wrote atomic.Bool // set on the transport's goroutine
	req = req.WithContext(httptrace.WithClientTrace(ctx, &httptrace.ClientTrace{
		WroteHeaders: func() { wrote.Store(true) },
	}))
	resp, err := client.Do(req)
	if err != nil {
		return outbox.Outcome{Uncertain: wrote.Load(), Detail: redactedError(err)}
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10)) // reuse the connection
	return outbox.Outcome{Delivered: accept(resp.StatusCode), Detail: resp.Status}
}

// Webhook posts each lead as JSON to a URL, with the lead id as the
// Idempotency-Key header, and counts any 2xx as delivered.
type Webhook struct {
	URL    string
	Client *http.Client
}

// DropsDuplicates is true: the receiver is expected to honour the
// Idempotency-Key (documented in apps/server/README.md).
func (Webhook) DropsDuplicates() bool { return true }

// Send implements outbox.Sender.
func (h Webhook) Send(ctx context.Context, lead outbox.Lead) outbox.Outcome {
	payload := map[string]any{"id": lead.ID, "createdAt": lead.CreatedAt}
	for k, v := range lead.Fields {
		payload[k] = v
	}
	body, err := json.Marshal(payload)
	if err != nil {
		return outbox.Outcome{Detail: err.Error()}
	}
	req, err := http.NewRequest(http.MethodPost, h.URL, bytes.NewReader(body))
	if err != nil {
		return outbox.Outcome{Detail: redactedError(err)}
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", lead.ID)
	return post(ctx, h.Client, req, func(status int) bool { return status/100 == 2 })
}

// Zoho posts each lead to Zoho CRM's web-to-lead endpoint, as the form
// Zoho generates would.
type Zoho struct {
	URL string // e.g. https://crm.zoho.eu/crm/WebToLeadForm
	// The hidden tokens of the web-to-lead form Zoho generated.
	XnQsjsdp, XmIwtLD, ActionType string
	Client                        *http.Client
}

// DropsDuplicates is false: web-to-lead creates a lead per post.
func (Zoho) DropsDuplicates() bool { return false }

// Send implements outbox.Sender. Zoho answers a successful post with a
// redirect to the form's return URL, so 3xx counts as delivered too.
func (z Zoho) Send(ctx context.Context, lead outbox.Lead) outbox.Outcome {
	form := ZohoForm(lead)
	form.Set("xnQsjsdp", z.XnQsjsdp)
	form.Set("xmIwtLD", z.XmIwtLD)
	form.Set("actionType", z.ActionType)
	req, err := http.NewRequest(http.MethodPost, z.URL, strings.NewReader(form.Encode()))
	if err != nil {
		return outbox.Outcome{Detail: redactedError(err)}
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	return post(ctx, z.Client, req, func(status int) bool { return status/100 == 2 || status/100 == 3 })
}

// ZohoForm maps a lead onto Zoho's standard lead fields. Fields Zoho has no
// standard place for go into Description, above the message.
func ZohoForm(lead outbox.Lead) url.Values {
	text := func(k string) string {
		s, _ := lead.Fields[k].(string)
		return s
	}
	var modes []string
	if list, ok := lead.Fields["modes"].([]any); ok {
		for _, m := range list {
			modes = append(modes, fmt.Sprint(m))
		}
	}
	description := fmt.Sprintf("Company type: %s\nShipments per month: %s\nModes: %s\nLead id: %s",
		text("companyType"), text("shipmentsPerMonth"), strings.Join(modes, ", "), lead.ID)
	if msg := text("message"); msg != "" {
		description += "\n\n" + msg
	}
	form := url.Values{}
	form.Set("First Name", text("firstName"))
	form.Set("Last Name", text("lastName"))
	form.Set("Email", text("email"))
	form.Set("Company", text("company"))
	form.Set("Phone", text("phone"))
	form.Set("Country", text("country"))
	form.Set("Description", description)
	return form
}

// redactedError is err's message with any URL it names cut to its scheme
// and host: a webhook URL often carries its secret in the path or the
// query, and the message goes to the log, the attempt log and the export.
func redactedError(err error) string {
	var ue *url.Error
	if errors.As(err, &ue) {
		copied := *ue
		copied.URL = redact(ue.URL)
		return copied.Error()
	}
	return err.Error()
}

// redact is rawURL as it may be shown: scheme and host, with the path,
// query and user information (where tokens live) replaced by "…".
func redact(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil || u.Host == "" {
		return "(a URL)"
	}
	return u.Scheme + "://" + u.Host + "/…"
}
