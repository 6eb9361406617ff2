package model

import (
	"fmt"
	"slices"
	"testing"
)

func testModel() *Model {
	order := &Entity{Name: "order", Title: "Order"}
	for _, s := range []string{"Draft", "Pending", "Booked", "InTransit", "Delivered", "Cancelled", "OnHold"} {
		order.Statuses = append(order.Statuses, Status{Value: s})
	}
	order.Transitions = []Transition{
		{From: []string{"Draft"}, To: "Pending"},
		{From: []string{"Pending"}, To: "Booked"},
		{From: []string{"Booked"}, To: "InTransit"},
		{From: []string{"InTransit"}, To: "Delivered"},
	}
	job := &Entity{Name: "job", Title: "Job", Statuses: []Status{{Value: "Open"}, {Value: "InProgress"}, {Value: "Cancelled"}}}
	job.Transitions = []Transition{{From: []string{"Open"}, To: "InProgress"}, {From: []string{"Open"}, To: "Cancelled"}}
	return &Model{Entities: map[string]*Entity{"order": order, "job": job}}
}

// TestMovesNamedInProse lists the moves the finder reads in a text, each as
// from->to@offset (in bytes) of its first status, and whether the model
// has it.
func TestMovesNamedInProse(t *testing.T) {
	m := testModel()
	f := newMoveFinder(m)
	tests := []struct {
		name, text string
		want       []string
	}{
		{"plain chain", "Draft → Pending → Booked", []string{"Draft->Pending@0 ok", "Pending->Booked@10 ok"}},
		{"code and emphasis", "*Booked* -> `Delivered`", []string{"Booked->Delivered@1 missing"}},
		{"status references", ":status[order.Draft] → :status[order.Booked]", []string{"Draft->Booked@0 missing"}},
		{"a reference names its entity", ":status[job.Open] → :status[job.Cancelled]", []string{"Open->Cancelled@0 ok"}},
		{"a verb with from and to", "The feed moves the order from `Pending` straight to `InTransit`.", []string{"Pending->InTransit@31 missing"}},
		{"a path described, not a move", "follow the job from Open to Cancelled", nil},
		{"a transition reference is not prose", ":transition[order.Draft->Booked]", nil},
		{"words that are not statuses", "Quote ─accepted─> Booking ─> Shipment", nil},
		{"statuses of no one entity", "Open → Delivered", []string{"Open->Delivered@0 ok"}},
		{"part of a longer word", "ReDraft → Pending", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, mv := range f.moves(tt.text) {
				verdict := "ok"
				if m.checkMove(mv) != "" {
					verdict = "missing"
				}
				got = append(got, fmt.Sprintf("%s->%s@%d %s", mv.from, mv.to, mv.fromAt, verdict))
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("moves(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}
