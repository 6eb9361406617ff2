package sitegen_test

import (
	"github.com/freightlane/website/packages/sitegen/internal/realsite"
	"os"
	"path/filepath"
	"slices"
	"strings"
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
			name: "a record without its number",
			file: ff,
			from: "      orderNumber: SH25-000481\n      orderType: Shipment\n",
			to:   "      orderType: Shipment\n",
			at:   "orderType: Shipment",
			want: `/workflow/record/values: orderNumber is missing`,
		},
		{
			name: "an order type the model does not have",
			file: ff,
			from: "      orderType: Shipment\n",
			to:   "      orderType: Consolidation\n",
			at:   "Consolidation",
			want: `/workflow/record/values/orderType: "Consolidation" is not a order.orderType`,
		},
		{
			name: "a status the home page's order never takes",
			file: "content/home.yaml",
			from: "      orderType: Shipment\n      status: InTransit\n",
			to:   "      orderType: Quote\n      status: InTransit\n",
			at:   "InTransit",
			want: `/hero/record/values/status: "InTransit" is not a status of order Quote`,
		},
		{
			name: "a field the home page's order does not have",
			file: "content/home.yaml",
			from: "      eta: 21 May 2025\n",
			to:   "      vesselName: Ever Given\n",
			at:   "Ever Given",
			want: `/hero/record/values/vesselName: "vesselName" is not a field of order`,
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
// build writes it: the content's values under their labels from the order
// entity, placed or listed in its field order, and the Shipment's status
// path, Cancelled and OnHold off it.
func TestRecordCarriesTheModel(t *testing.T) {
	out := realsite.Dir(t)
	raw, err := os.ReadFile(filepath.Join(out, "pages", "solutions", "freight-forwarding.page"))
	if err != nil {
		t.Fatal(err)
	}
	var page struct {
		Data struct {
			Workflow struct {
				Record struct {
					Number, Origin struct{ Label, Value string }
					Fields         []struct{ Label, Value string }
					StatusPath     []string
				}
			}
		}
	}
	if err := unmarshalPage(raw, &page); err != nil {
		t.Fatal(err)
	}
	rec := page.Data.Workflow.Record
	if want := []string{"Draft", "Pending", "Booked", "InTransit", "Delivered"}; !slices.Equal(rec.StatusPath, want) {
		t.Errorf("statusPath = %v, want %v", rec.StatusPath, want)
	}
	if rec.Number.Label != "Order number" || rec.Origin.Label != "Origin" || rec.Origin.Value != "Shanghai (CNSHA)" {
		t.Errorf("number = %+v, origin = %+v, want them under the labels Order number and Origin", rec.Number, rec.Origin)
	}
	var listed []string
	for _, f := range rec.Fields {
		listed = append(listed, f.Label+": "+f.Value)
	}
	if want := []string{"Mode: Ocean LCL", "Incoterm: FOB", "House bill: FLSHA2503117", "ETD: 18 Mar 2025", "ETA: 2 Apr 2025"}; !slices.Equal(listed, want) {
		t.Errorf("fields = %q, want %q (the entity's field order)", listed, want)
	}
}

// TestHomeHeroCarriesItsRecord reads the home page's data as the build
// writes it: the hero's record resolved against the order model in place of
// the content's values, and no claim's proof list (the page reads only its
// "How it works" link).
func TestHomeHeroCarriesItsRecord(t *testing.T) {
	out := realsite.Dir(t)
	raw, err := os.ReadFile(filepath.Join(out, "pages", "index.page"))
	if err != nil {
		t.Fatal(err)
	}
	var page struct {
		Data struct {
			Hero struct {
				Record *struct {
					Status     struct{ Label, Value string }
					Values     map[string]any
					StatusPath []string
				}
			}
		}
	}
	if err := unmarshalPage(raw, &page); err != nil {
		t.Fatal(err)
	}
	rec := page.Data.Hero.Record
	if rec == nil {
		t.Fatal("the home page's hero has no record")
	}
	if rec.Values != nil {
		t.Errorf("the hero's record still carries the content's values: %v", rec.Values)
	}
	if rec.Status.Label != "Status" || !slices.Contains(rec.StatusPath, rec.Status.Value) {
		t.Errorf("status = %+v, path %v: want the status under its label, on the path", rec.Status, rec.StatusPath)
	}
	if strings.Contains(string(raw), `"backedBy"`) {
		t.Error("the home page's data carries backedBy lists")
	}
}
