package sitegen_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestRecordOffTheModelFailsTheBuild puts into the freight-forwarding
// page's example order a field, a status or an order type the entity model
// does not have, or a field without a screen label, and expects the build
// to fail where the value is written.
func TestRecordOffTheModelFailsTheBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the real content once per case")
	}
	const ff = "content/solutions/freight-forwarding.yaml"
	tests := []struct {
		name, file, from, to, at, want string
	}{
		{
			name: "a field the order does not have",
			file: ff,
			from: "      houseBillNumber: FLSHA2503117\n",
			to:   "      vesselName: CMA CGM Tage\n",
			at:   "CMA CGM",
			want: `/workflow/record/values/vesselName: "vesselName" is not a field of order`,
		},
		{
			name: "a field without a screen label",
			file: ff,
			from: "      houseBillNumber: FLSHA2503117\n",
			to:   "      externalReference: 204-ACME-5512087\n",
			at:   "204-ACME",
			want: `/workflow/record/values/externalReference: order.externalReference has no screen label`,
		},
		{
			name: "a status the order does not have",
			file: ff,
			from: "      status: InTransit\n",
			to:   "      status: Shipped\n",
			at:   "Shipped",
			want: `/workflow/record/values/status: "Shipped" is not a status of order Shipment`,
		},
		{
			name: "a status the order type never takes",
			file: ff,
			from: "      orderType: Shipment\n      status: InTransit\n",
			to:   "      orderType: Quote\n      status: InTransit\n",
			at:   "InTransit",
			want: `/workflow/record/values/status: "InTransit" is not a status of order Quote`,
		},
		{
			name: "an order type the model does not have",
			file: ff,
			from: "      orderType: Shipment\n",
			to:   "      orderType: Consolidation\n",
			at:   "Consolidation",
			want: `/workflow/record/values/orderType: "Consolidation" is not a order.orderType`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, where, lines := buildWithFault(t, fault{file: tt.file, from: tt.from, to: tt.to, at: tt.at})
			expectError(t, lines, where, tt.want)
		})
	}
}

// TestRecordCarriesTheModel reads the freight-forwarding page's data as the
// build writes it: the fields under their labels from the order entity and
// the Shipment's status path, Cancelled and OnHold off it.
func TestRecordCarriesTheModel(t *testing.T) {
	out := generatedReal(t)
	raw, err := os.ReadFile(filepath.Join(out, "pages", "solutions", "freight-forwarding.json"))
	if err != nil {
		t.Fatal(err)
	}
	var page struct {
		Data struct {
			Workflow struct {
				Record struct {
					Fields     []struct{ Name, Label, Value string }
					StatusPath []string
				}
			}
		}
	}
	if err := json.Unmarshal(raw, &page); err != nil {
		t.Fatal(err)
	}
	rec := page.Data.Workflow.Record
	if want := []string{"Draft", "Pending", "Booked", "InTransit", "Delivered"}; !slices.Equal(rec.StatusPath, want) {
		t.Errorf("statusPath = %v, want %v", rec.StatusPath, want)
	}
	labels := map[string]string{}
	for _, f := range rec.Fields {
		labels[f.Name] = f.Label
	}
	if labels["houseBillNumber"] != "House bill" || labels["modeOfTransportationId"] != "Mode" {
		t.Errorf("labels = %v, want House bill for houseBillNumber and Mode for modeOfTransportationId", labels)
	}
	if rec.Fields[0].Name != "orderNumber" {
		t.Errorf("first field = %s, want orderNumber (the entity's field order)", rec.Fields[0].Name)
	}
}
