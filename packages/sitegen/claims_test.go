package sitegen_test

import "testing"

// TestUnbackedClaimFailsTheBuild copies the repository's real content, puts
// back a claim of issue 34 with nothing behind it into a solution or
// integration page, and expects the build to fail where the claim or its
// reference (its opening quote) is written, the line and column computed
// here from the file, not copied from the output.
func TestUnbackedClaimFailsTheBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the real content once per case")
	}
	const air = "content/solutions/air-freight.yaml"
	const ack = "  - direction: both\n    data: 997 Functional Acknowledgment\n    detail: Sent for every functional group received and read for every one sent, so an unacknowledged file is noticed.\n"
	const dangerousGoods = "      backedBy:\n        - \":field[commodity.unNumber]\"\n"
	tests := []struct {
		name string
		file string
		// from is replaced by to; at is the text of to where the error
		// points.
		from, to, at string
		want         string
	}{
		{
			name: "a capability with no proof: ULD build-up as it was",
			file: air,
			from: "    - title: MAWB and HAWB consolidations\n",
			to: "    - title: ULD build-up\n      icon: container\n      text: Record the ULD type (an AKE container, a PMC pallet), its contour and which houses are on it, so your build-up matches the airline's booking.\n" +
				"    - title: MAWB and HAWB consolidations\n",
			at:   "title: ULD",
			want: `/capabilities/items/1: key "backedBy" is missing`,
		},
		{
			name: "a proof the commodity does not hold: the packing group before the model had it",
			file: air,
			from: dangerousGoods,
			to:   "      backedBy:\n        - \":field[commodity.dangerousGoodsPackingGroup]\"\n",
			at:   `":field`,
			want: `/capabilities/items/5/backedBy/0: "dangerousGoodsPackingGroup" is not a field of commodity`,
		},
		{
			name: "a workflow task nobody wrote",
			file: "content/solutions/small-parcels.yaml",
			from: "        - \":task[StructuredFile/Parse@1]\"\n",
			to:   "        - \":task[Route/Optimise@1]\"\n",
			at:   `":task`,
			want: `/capabilities/items/5/backedBy/0: "Route/Optimise@1" is not a workflow task (expected a task name documented in content/reference/workflow-tasks`,
		},
		{
			name: "an integration page that does not exist",
			file: "content/solutions/trucking.yaml",
			from: "        - \":integration[truckstop]\"\n",
			to:   "        - \":integration[dat]\"\n",
			at:   `":integration`,
			want: `/capabilities/items/6/backedBy/3: "dat" is not an integration (expected the id of a page in content/integrations`,
		},
		{
			name: "an app component that does not exist",
			file: "content/solutions/small-parcels.yaml",
			from: "        - \":component[barcodeScanner]\"\n",
			to:   "        - \":component[offlineDriverApp]\"\n",
			at:   `":component`,
			want: `/capabilities/items/1/backedBy/0: "offlineDriverApp" is not an app component`,
		},
		{
			name: "an integration's data flow backed by a message the EDI tasks do not declare",
			file: "content/integrations/inttra.md",
			from: "      - \":task[Edi/Parse@1]\"\n",
			to:   "      - \":task[Edi/ParseBooking@1]\"\n",
			at:   `":task`,
			want: `/dataFlows/1/backedBy/0: "Edi/ParseBooking@1" is not a workflow task`,
		},
		{
			name: "a data flow with no proof",
			file: "content/integrations/x12-edi.md",
			from: ack + "    backedBy:\n      - \":task[Edi/Acknowledge@1]\"\n",
			to:   ack,
			at:   "direction: both",
			want: `/dataFlows/4: key "backedBy" is missing`,
		},
		{
			name: "a proof written without its kind",
			file: air,
			from: dangerousGoods,
			to:   "      backedBy:\n        - \"commodity.unNumber\"\n",
			at:   `"commodity.unNumber"`,
			want: `/capabilities/items/5/backedBy/0: "commodity.unNumber" does not match`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, where, lines := buildWithFault(t, fault{file: tt.file, from: tt.from, to: tt.to, at: tt.at})
			expectError(t, lines, where, tt.want)
		})
	}
}
