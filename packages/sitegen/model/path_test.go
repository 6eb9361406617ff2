package model

import (
	"slices"
	"testing"
)

func TestStatusPath(t *testing.T) {
	order := &Entity{Statuses: []Status{
		{Value: "Draft"},
		{Value: "Pending"},
		{Value: "Booked", TerminalFor: []string{"Quote"}},
		{Value: "InTransit", Kinds: []string{"Shipment"}},
		{Value: "Delivered", Kinds: []string{"Shipment"}, Terminal: true},
		{Value: "Cancelled", Terminal: true},
		{Value: "OnHold"},
	}}
	for _, tc := range []struct {
		kind string
		want []string
	}{
		{"Shipment", []string{"Draft", "Pending", "Booked", "InTransit", "Delivered"}},
		{"Quote", []string{"Draft", "Pending", "Booked"}},
	} {
		if got := order.StatusPath(tc.kind); !slices.Equal(got, tc.want) {
			t.Errorf("StatusPath(%q) = %v, want %v", tc.kind, got, tc.want)
		}
	}
}
