package model

import (
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen/yamlsrc"
)

// machineSource is a small order-like state machine whose statuses sit on
// known lines: Draft on 2, Sent on 3, Accepted on 4, Shipped on 5, Lost on 6.
const machineSource = `statuses:
  - value: Draft
  - value: Sent
  - value: Accepted
  - value: Shipped
  - value: Lost
`

func machine(terminals map[string]Status, moves ...Transition) *Entity {
	e := &Entity{Name: "parcel", KindField: "parcelType", KindValues: []string{"Quote", "Shipment"}, Transitions: moves}
	for _, v := range []string{"Draft", "Sent", "Accepted", "Shipped", "Lost"} {
		s := terminals[v]
		s.Value = v
		e.Statuses = append(e.Statuses, s)
	}
	return e
}

func move(from, to string, kinds ...string) Transition {
	return Transition{From: []string{from}, To: to, Kinds: kinds}
}

// TestCheckMachine checks each kind of record on its own, reports a status
// failing for every kind without naming them, and points at the status.
func TestCheckMachine(t *testing.T) {
	doc, err := yamlsrc.Parse("parcel.yaml", []byte(machineSource), 0)
	if err != nil {
		t.Fatal(err)
	}
	quoteOnly := Status{Kinds: []string{"Quote"}}
	shipmentOnly := Status{Kinds: []string{"Shipment"}, Terminal: true}
	tests := []struct {
		name   string
		entity *Entity
		want   []string
	}{
		{
			name: "every kind reaches its ends",
			entity: machine(map[string]Status{"Accepted": {TerminalFor: []string{"Quote"}}, "Shipped": shipmentOnly, "Lost": {Terminal: true}},
				move("Draft", "Sent"), move("Sent", "Accepted"), move("Accepted", "Shipped"), move("Shipped", "Lost"), move("Sent", "Lost")),
		},
		{
			name: "a dead end for every kind names none",
			entity: machine(map[string]Status{"Lost": {Terminal: true}},
				move("Draft", "Sent"), move("Draft", "Accepted"), move("Accepted", "Shipped"), move("Shipped", "Lost"), move("Accepted", "Lost")),
			want: []string{"parcel.yaml:3:12: /statuses/1/value: Sent is a dead end: no path leads from it to a terminal status"},
		},
		{
			name: "a move for one kind leaves the other short",
			entity: machine(map[string]Status{"Shipped": {Terminal: true}, "Lost": {Terminal: true}},
				move("Draft", "Sent"), move("Sent", "Accepted"), move("Accepted", "Shipped", "Quote"), move("Sent", "Lost")),
			want: []string{
				"parcel.yaml:4:12: /statuses/2/value: Accepted is a dead end for parcelType Shipment:",
				"parcel.yaml:5:12: /statuses/3/value: no path leads from Draft to Shipped for parcelType Shipment",
			},
		},
		{
			name: "a status one kind does not use is not its dead end",
			entity: machine(map[string]Status{"Accepted": quoteOnly, "Shipped": {Terminal: true}, "Lost": {Terminal: true}},
				move("Draft", "Sent"), move("Sent", "Accepted"), move("Sent", "Shipped"), move("Accepted", "Lost"), move("Shipped", "Lost")),
		},
		{
			name:   "no terminal status",
			entity: machine(nil, move("Draft", "Sent"), move("Sent", "Accepted"), move("Accepted", "Shipped"), move("Shipped", "Lost")),
			want:   []string{"parcel.yaml:2:3: /statuses: no status of parcel is terminal"},
		},
		{
			name: "a kind the kind field does not have",
			entity: machine(map[string]Status{"Lost": {Terminal: true, Kinds: []string{"Parcel"}}},
				move("Draft", "Sent"), move("Sent", "Accepted"), move("Accepted", "Shipped"), move("Shipped", "Lost")),
			want: []string{`/statuses/4/kinds/0: "Parcel" is not a value of parcel.parcelType (expected one of Quote, Shipment)`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			errs := checkMachine(tt.entity, doc)
			var got []string
			for _, e := range errs {
				got = append(got, e.Error())
			}
			if len(got) != len(tt.want) {
				t.Fatalf("errors:\n%s\nwant %d starting with:\n%s", strings.Join(got, "\n"), len(tt.want), strings.Join(tt.want, "\n"))
			}
			for i, w := range tt.want {
				if !strings.Contains(got[i], w) {
					t.Errorf("error %d = %q, want it to contain %q", i, got[i], w)
				}
			}
		})
	}
}
