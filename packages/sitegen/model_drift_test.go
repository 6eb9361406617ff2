package sitegen_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestModelDriftFailsTheBuild copies the repository's real content, puts
// back one of the contradictions of issue 18 into one file, and expects the
// build to fail at the exact place: the line and column where the injected
// text starts, or where the other file that now disagrees says it (computed
// here from the files, not copied from the output).
//
// Problems of issue 18 and how each is caught:
//   - 1 (job lifecycle): a page naming a move the job does not have
//     (Invoiced before Completed) fails through :transition; a status list
//     restated by hand is found by TestNoStatusListsRestated. Prose that
//     says in its own words when a job becomes InProgress cannot be checked
//     mechanically: the pages include ::state-machine{entity=job} instead.
//   - 2 (rate validity): a manual page naming a rate field that does not
//     exist through :field fails (rate.validFrom).
//   - 3 (order status rules): a page naming Delivered -> OnHold fails; the
//     status field's values must equal the statuses.
//   - 4 (invoice numbering): a workflow example reading a Draft's
//     transactionNumber from AccountingTransaction/Create@1 fails (not an
//     output of that task).
//   - 5 (EDI examples): a parsed field read from the parse step instead of
//     its transaction (tender.shipmentId then, response.itn on the AES page
//     now) fails, as does a status compared in an example that its entity
//     does not have, and a message type the EDI tasks do not declare. Not
//     caught mechanically, because the message shapes are prose in the
//     task's notes and units and sources are meaning, not names: the 990's
//     and 601's data keys, pounds passed where kilograms are expected, the
//     214's shipment id taken from a custom field instead of
//     externalReference, and who refuses a resent control number.
//   - 6 (customs data): naming a field commodity types do not have through
//     :field fails (commodityType.eccn).
//   - 7 (retrying email): the task reference declares what a retry does
//     (retry: safe on Email/Send@1); declaring that a retry can send twice
//     fails every example that retries the task, the home page's first.
//     Prose that says so in its own words is not caught.
//   - 8 (manual vs model): jobs.md naming a Customer the job does not have
//     through :field fails (job.customerId).
//   - 10 (smaller ones): the task inputs named unlike their fields
//     (reference, lineNumber, a code under packageTypeId) fail the input
//     naming convention (packages/sitegen/model/inputs.go).
//   - issue 34 (dead ends and prose): a status no path reaches, or from
//     which no path leads to a terminal status, for any order type, fails
//     at the status; so does a move named in plain prose (a chain of
//     statuses joined by arrows, "moves from X to Y") that the entity does
//     not have, and an enum that copies an entity's statuses or type and
//     differs from it. Prose that names only the status reached ("moves
//     the order to Delivered") is not a move and is not checked.
func TestModelDriftFailsTheBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the real content once per case")
	}
	tests := []struct {
		name string
		file string
		// from is replaced by to; an empty from appends to to the file.
		from, to string
		// at is the text of to where the error points.
		at   string
		want string
		// errorIn and errorAt, when set, place the error in another file
		// of the real content, at the first occurrence of errorAt.
		errorIn, errorAt string
	}{
		{
			name: "problem 1: a job invoiced before it is completed",
			file: "content/docs/user-manual/operations/jobs.md",
			to:   "\nA job can go straight to :transition[job.InProgress->Invoiced] when freight is invoiced at departure.\n",
			at:   ":transition",
			want: ":transition[job.InProgress->Invoiced]: job cannot move from InProgress to Invoiced (expected a move of its transitions:",
		},
		{
			name: "problem 2: a rate field the rate does not have",
			file: "content/docs/user-manual/operations/jobs.md",
			to:   "\nEach rate has its own :field[rate.validFrom] date.\n",
			at:   ":field",
			want: `:field[rate.validFrom]: "validFrom" is not a field of rate (expected one of`,
		},
		{
			name: "problem 3: a delivered order put on hold for a claim",
			file: "content/reference/workflow-tasks/order.yaml",
			from: "  ::state-machine{entity=order}",
			to:   "  A claim moves :transition[order.Delivered->OnHold].\n\n  ::state-machine{entity=order}",
			at:   ":transition",
			want: ":transition[order.Delivered->OnHold]: order cannot move from Delivered to OnHold",
		},
		{
			name: "problem 3: the status field and the statuses disagree",
			file: "content/reference/entities/order.yaml",
			from: "values: [Draft, Pending, Booked, InTransit, Delivered, Cancelled, OnHold]",
			to:   "values: [Draft, Pending, Booked, InTransit, Delivered, Cancelled]",
			at:   "[Draft",
			want: "/fields/5/values: the status field's values [Draft, Pending, Booked, InTransit, Delivered, Cancelled] differ from the statuses (expected [Draft, Pending, Booked, InTransit, Delivered, Cancelled, OnHold], in the same order)",
		},
		{
			name: "problem 4: a draft invoice's number emailed",
			file: "content/docs/development/workflows/workflow-examples.md",
			from: `subject: "Draft invoice for order {{ order.orderNumber }} ({{ order.customer.name }})"`,
			to:   `subject: "Draft invoice {{ invoice.transactionNumber }} for {{ order.customer.name }}"`,
			at:   `"Draft invoice {{`,
			want: "invoice.transactionNumber reads an output AccountingTransaction/Create@1 does not have (expected one of accountingTransactionId, total, currency, status)",
		},
		{
			name: "problem 5: an example comparing a status its entity does not have",
			file: "content/docs/development/workflows/workflow-examples.md",
			from: `condition: "changes.status.new == 'Delivered' && entity.orderType == 'Shipment'"`,
			to:   `condition: "changes.status.new == 'Shipped' && entity.orderType == 'Shipment'"`,
			at:   `"changes.status.new == 'Shipped'`,
			want: `"Shipped" is not a status of order (expected one of Draft, Pending, Booked, InTransit, Delivered, Cancelled, OnHold)`,
		},
		{
			name: "problem 6: customs data on commodity types",
			file: "content/docs/user-manual/operations/jobs.md",
			to:   "\nThe export filing takes the :field[commodityType.eccn] of each commodity type.\n",
			at:   ":field",
			want: `:field[commodityType.eccn]: "eccn" is not a field of commodityType (expected one of`,
		},
		{
			name: "problem 8: a customer on the job",
			file: "content/docs/user-manual/operations/jobs.md",
			to:   "\nFill the job's :field[job.customerId] before saving.\n",
			at:   ":field",
			want: `:field[job.customerId]: "customerId" is not a field of job (expected one of jobId,`,
		},
		{
			name: "problem 5: a parsed field read from the step instead of its transaction",
			file: "content/integrations/aes.md",
			from: `aesItn: "{{ response.transactions[0].itn }}"`,
			to:   `aesItn: "{{ response.itn }}"`,
			at:   `"{{ response.itn`,
			want: "response.itn reads an output Edi/Parse@1 does not have (expected one of standard, senderId, receiverId, interchangeControlNumber, transactionSet, transactions, isValid)",
		},
		{
			name: "AES: a response format the EDI tasks do not read",
			file: "content/integrations/aes.md",
			from: `transactionSet: "824"`,
			to:   `transactionSet: "AESTIR"`,
			at:   `"AESTIR"`,
			want: `/inputs/transactionSet: "AESTIR" is not a value Edi/Parse@1 takes for transactionSet (expected one of 204, 210, 214, 301, 315, 824, 990, 997, IFTMBC, IFTMIN, IFTSTA)`,
		},
		{
			name:    "AES: edi.yaml stops reading the 824 the AES page relies on",
			file:    "content/reference/workflow-tasks/edi.yaml",
			from:    `values: ["204", "210", "214", "301", "315", "824", "990", "997", IFTMBC, IFTMIN, IFTSTA]`,
			to:      `values: ["204", "210", "214", "301", "315", "990", "997", IFTMBC, IFTMIN, IFTSTA]`,
			want:    `/inputs/transactionSet: "824" is not a value Edi/Parse@1 takes for transactionSet (expected one of 204, 210, 214, 301, 315, 990, 997, IFTMBC, IFTMIN, IFTSTA)`,
			errorIn: "content/integrations/aes.md",
			errorAt: `"824"`,
		},
		{
			name:    "problem 7: the email task's reference says a retry can send twice",
			file:    "content/reference/workflow-tasks/email.yaml",
			from:    "    retry: safe\n",
			to:      "    retry: repeats\n",
			want:    "/retry: a retry of Email/Send@1 can repeat its effect (expected no retry on this step: its task reference says retry: repeats)",
			errorIn: "content/home.yaml",
			errorAt: "{ attempts: 3, delaySeconds: 60 }",
		},
		{
			name: "problem 10: a task input shortened from its field's name",
			file: "content/reference/workflow-tasks/accounting-transaction.yaml",
			from: "- name: vendorReference",
			to:   "- name: reference",
			at:   "reference",
			want: `AccountingTransaction/Create@1 input "reference" is not the name of the field it stores (expected the field's own name: vendorReference)`,
		},
		{
			name: "problem 10: a line position under another name than the field's",
			file: "content/reference/workflow-tasks/order-commodity.yaml",
			from: "- name: sequence",
			to:   "- name: lineNumber",
			at:   "lineNumber",
			want: `OrderCommodity/Add@1 input "lineNumber" names nothing OrderCommodity/Add@1 stores (expected a field of orderCommodity or of a record it references`,
		},
		{
			name: "problem 10: a package type by code under an id's name",
			file: "content/reference/workflow-tasks/order-commodity.yaml",
			from: "- name: packageType\n",
			to:   "- name: packageTypeId\n",
			at:   "packageTypeId",
			want: `OrderCommodity/Add@1 input "packageTypeId" is typed string (expected integer: an input named packageTypeId takes a packageType record's id; a record given by code or name is named packageType)`,
		},
		{
			name: "problem 8: a charge billed to a party field it does not have",
			file: "content/docs/user-manual/accounting/charges.md",
			to:   "\nSet the charge's :field[charge.billToContactId] to invoice another party.\n",
			at:   ":field",
			want: `:field[charge.billToContactId]: "billToContactId" is not a field of charge (expected one of`,
		},
		{
			name: "problem 8: a warehouse receipt's Received by, which the order does not have",
			file: "content/docs/user-manual/operations/warehouse-receipt.md",
			to:   "\nThe receipt records who counted the goods in :field[order.receivedBy].\n",
			at:   ":field",
			want: `:field[order.receivedBy]: "receivedBy" is not a field of order (expected one of`,
		},
		{
			name: "problem 8: a cut-off the job does not keep",
			file: "content/docs/user-manual/operations/jobs.md",
			to:   "\nEnter the shipping instructions cut-off in :field[job.siCutoffDate] from the booking confirmation.\n",
			at:   ":field",
			want: `:field[job.siCutoffDate]: "siCutoffDate" is not a field of job (expected one of`,
		},
		{
			name: "problem 2: a lane by state, which lanes cannot express",
			file: "content/docs/user-manual/accounting/rates.md",
			to:   "\nA lane can start in a state: set its :field[lane.originStateId].\n",
			at:   ":field",
			want: `:field[lane.originStateId]: "originStateId" is not a field of lane (expected one of`,
		},
		{
			name: "a state machine of an entity without statuses",
			file: "content/docs/user-manual/operations/jobs.md",
			to:   "\n::state-machine{entity=rate}\n",
			at:   "::state-machine",
			want: "::state-machine{entity=rate}: rate has no statuses (expected one of accountingTransaction, commodity, contact, job, order)",
		},
		{
			name: "a transition to a status that does not exist",
			file: "content/reference/entities/job.yaml",
			from: "  - from: [Invoiced]\n    to: Closed",
			to:   "  - from: [Invoiced]\n    to: Liquidated",
			at:   "Liquidated",
			want: `/transitions/3/to: "Liquidated" is not a status of job (expected one of Open, InProgress, Completed, Invoiced, Closed, Cancelled)`,
		},
		{
			name:    "issue 34: a dead end, a job invoiced that can never close",
			file:    "content/reference/entities/job.yaml",
			from:    "  - from: [Invoiced]\n    to: Closed",
			to:      "  - from: [Completed]\n    to: Closed",
			want:    "/statuses/3/value: Invoiced is a dead end: no path leads from it to a terminal status",
			errorIn: "content/reference/entities/job.yaml",
			errorAt: "Invoiced\n    description",
		},
		{
			name:    "issue 34: only bookings can be cancelled, so other order types never reach Cancelled",
			file:    "content/reference/entities/order.yaml",
			from:    "  - from: [Draft, Pending, Booked, OnHold]\n    to: Cancelled\n",
			to:      "  - from: [Draft, Pending, Booked, OnHold]\n    to: Cancelled\n    kinds: [Booking]\n",
			want:    "/statuses/5/value: no path leads from Draft to Cancelled for orderType Quote, PickupOrder, WarehouseReceipt, Shipment, PurchaseOrder",
			errorIn: "content/reference/entities/order.yaml",
			errorAt: "Cancelled\n    terminal",
		},
		{
			name:    "issue 34: a booking the carrier declined cannot be cancelled",
			file:    "content/reference/entities/order.yaml",
			from:    "  - from: [Draft, Pending, Booked, OnHold]\n    to: Cancelled\n",
			to:      "  - from: [Draft, Pending, Booked]\n    to: Cancelled\n",
			want:    ":transition[order.OnHold->Cancelled]: order cannot move from OnHold to Cancelled",
			errorIn: "content/integrations/inttra.md",
			errorAt: ":transition[order.OnHold->Cancelled]",
		},
		{
			name:    "issue 34: a delivery scan on a booked order is dropped again",
			file:    "content/reference/entities/order.yaml",
			from:    "  - from: [Pending, Booked, InTransit]\n    to: Delivered\n",
			to:      "  - from: [InTransit]\n    to: Delivered\n",
			want:    ":transition[order.Booked->Delivered]: order cannot move from Booked to Delivered",
			errorIn: "content/reference/entities/trackingEvent.yaml",
			errorAt: ":transition[order.Booked->Delivered]",
		},
		{
			name:    "issue 34: cargo that bypasses the warehouse never ships",
			file:    "content/reference/entities/commodity.yaml",
			from:    "  - from: [Expected, Packed, Loaded]\n    to: Shipped\n",
			to:      "  - from: [Loaded]\n    to: Shipped\n",
			want:    ":transition[commodity.Expected->Shipped]: commodity cannot move from Expected to Shipped",
			errorIn: "content/docs/user-manual/operations/commodity.md",
			errorAt: ":transition[commodity.Expected->Shipped]",
		},
		{
			name: "issue 34: a plain-text status chain the job cannot follow",
			file: "content/docs/user-manual/operations/logistics_process_overview.md",
			from: "| Open → InProgress → Completed → Invoiced",
			to:   "| Open → Completed → InProgress → Invoiced",
			at:   "Open",
			want: "the text names the move Open -> Completed, which job does not have (expected a move of its transitions: Open->InProgress,",
		},
		{
			name: "issue 34: an integration page moving a parcel from Packed straight to Delivered",
			file: "content/integrations/ups.md",
			from: "and the commodities move to `Shipped`.",
			to:   "and the commodities move from `Packed` straight to `Delivered`.",
			at:   "Packed`",
			want: "the text names the move Packed -> Delivered, which commodity does not have",
		},
		{
			name: "issue 34: a solution page moving a carton from Picked to Shipped",
			file: "content/solutions/parcel-forwarding.yaml",
			from: "the carton is `Shipped` and the order",
			to:   "the carton goes from `Picked` to `Shipped` and the order",
			at:   "Picked`",
			want: "the text names the move Picked -> Shipped, which commodity does not have",
		},
		{
			name: "issue 34: the configured job statuses copy the job's statuses without Invoiced",
			file: "content/reference/entities/jobStatus.yaml",
			from: "values: [Open, InProgress, Completed, Invoiced, Closed, Cancelled]",
			to:   "values: [Open, InProgress, Completed, Closed, Cancelled]",
			at:   "[Open",
			want: "/fields/3/values: jobStatus.status copies job's statuses and differs from it: [Open, InProgress, Completed, Closed, Cancelled] (expected [Open, InProgress, Completed, Invoiced, Closed, Cancelled], in the same order)",
		},
		{
			name: "issue 34: an event definition's commodity statuses copied without Damaged",
			file: "content/reference/entities/eventDefinition.yaml",
			from: "values: [Expected, Received, OnHand, Picked, Packed, Loaded, Shipped, Delivered, Damaged]",
			to:   "values: [Expected, Received, OnHand, Picked, Packed, Loaded, Shipped, Delivered]",
			at:   "[Expected",
			want: "eventDefinition.setsCommodityStatus copies commodity's statuses and differs from it",
		},
		{
			name: "issue 34: the configured order statuses offered to an order type that does not exist",
			file: "content/reference/entities/orderStatus.yaml",
			from: "values: [Quote, Booking, PickupOrder, WarehouseReceipt, Shipment, PurchaseOrder]",
			to:   "values: [Quote, Booking, Pickup, WarehouseReceipt, Shipment, PurchaseOrder]",
			at:   "[Quote",
			want: "orderStatus.orderType copies order.orderType and differs from it",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, where, lines := buildWithFault(t, fault{file: tt.file, from: tt.from, to: tt.to, at: tt.at})
			if tt.errorIn != "" {
				other, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(tt.errorIn)))
				if err != nil {
					t.Fatal(err)
				}
				where = tt.errorIn + ":" + placeOf(t, string(other), tt.errorAt) + ": "
			}
			expectError(t, lines, where, tt.want)
		})
	}
}

// lineCol is the line and column of a byte offset, as an editor counts
// them.
func lineCol(text string, offset int) string {
	line := strings.Count(text[:offset], "\n") + 1
	col := utf8.RuneCountInString(text[strings.LastIndex(text[:offset], "\n")+1:offset]) + 1
	return strconv.Itoa(line) + ":" + strconv.Itoa(col)
}

// placeOf is the line and column of the first occurrence of at in text.
func placeOf(t *testing.T, text, at string) string {
	t.Helper()
	i := strings.Index(text, at)
	if i < 0 {
		t.Fatalf("the content no longer contains %q: update the case", at)
	}
	return lineCol(text, i)
}
