package crm

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/freightlane/website/apps/server/internal/outbox"
)

var lead = outbox.Lead{
	ID: "0190-lead", CreatedAt: "2025-03-01T09:00:00Z",
	Fields: map[string]any{
		"firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.com", "company": "ACME",
		"phone": "+44 20 7946 0958", "country": "GB", "companyType": "shipper", "shipmentsPerMonth": "1-50",
		"modes": []any{"ocean", "air"}, "message": "Call me", "consent": true,
	},
}

func TestWebhookSend(t *testing.T) {
	tests := []struct {
		name          string
		status        int
		wantDelivered bool
	}{
		{"accepted", 200, true},
		{"created", 201, true},
		{"unavailable", 503, false},
		{"redirect is not delivery", 302, false},
		{"client error", 400, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got map[string]any
			var key, contentType string
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				key, contentType = r.Header.Get("Idempotency-Key"), r.Header.Get("Content-Type")
				json.NewDecoder(r.Body).Decode(&got)
				if tt.status/100 == 3 {
					w.Header().Set("Location", "/elsewhere")
				}
				w.WriteHeader(tt.status)
			}))
			defer srv.Close()
			out := Webhook{URL: srv.URL, Client: NewClient()}.Send(context.Background(), lead)
			if out.Delivered != tt.wantDelivered || out.Uncertain {
				t.Fatalf("outcome = %+v", out)
			}
			if key != lead.ID || contentType != "application/json" || got["id"] != lead.ID || got["email"] != "ada@example.com" {
				t.Errorf("request: key %q type %q body %v", key, contentType, got)
			}
		})
	}
}

func TestZohoSend(t *testing.T) {
	var form url.Values
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.ParseForm()
		form = r.PostForm
		http.Redirect(w, r, "https://example.com/thanks", http.StatusFound) // what Zoho answers
	}))
	defer srv.Close()
	z := Zoho{URL: srv.URL, XnQsjsdp: "tok1", XmIwtLD: "tok2", ActionType: "TGVhZHM=", Client: NewClient()}
	if out := z.Send(context.Background(), lead); !out.Delivered {
		t.Fatalf("outcome = %+v", out)
	}
	want := map[string]string{
		"First Name": "Ada", "Last Name": "Lovelace", "Email": "ada@example.com", "Company": "ACME",
		"Phone": "+44 20 7946 0958", "Country": "GB", "xnQsjsdp": "tok1", "xmIwtLD": "tok2", "actionType": "TGVhZHM=",
	}
	for k, v := range want {
		if form.Get(k) != v {
			t.Errorf("%s = %q, want %q", k, form.Get(k), v)
		}
	}
	for _, part := range []string{"Company type: shipper", "Shipments per month: 1-50", "Modes: ocean, air", "Lead id: 0190-lead", "Call me"} {
		if !strings.Contains(form.Get("Description"), part) {
			t.Errorf("Description lacks %q: %q", part, form.Get("Description"))
		}
	}
}

func TestOutcomeCertainty(t *testing.T) {
	// Nothing listens: the lead certainly did not arrive.
	srv := httptest.NewServer(http.NotFoundHandler())
	closedURL := srv.URL
	srv.Close()
	if out := (Webhook{URL: closedURL, Client: NewClient()}).Send(context.Background(), lead); out.Delivered || out.Uncertain {
		t.Errorf("refused connection: %+v, want certain failure", out)
	}
	// The CRM read the request and hung up: it may have the lead.
	hangUp := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		conn, _, err := http.NewResponseController(w).Hijack()
		if err == nil {
			conn.Close()
		}
	}))
	defer hangUp.Close()
	if out := (Zoho{URL: hangUp.URL, Client: NewClient()}).Send(context.Background(), lead); out.Delivered || !out.Uncertain {
		t.Errorf("hang-up after the request: %+v, want uncertain", out)
	}
}
