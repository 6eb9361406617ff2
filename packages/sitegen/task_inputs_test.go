package sitegen_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// addressEntity is a small contact address entity for the tasks below.
const addressEntity = `name: contactAddress
title: ContactAddress
description: >-
  A contact address is one place of a contact: where goods are picked up or delivered, or where
  invoices go.
fields:
  - name: contactAddressId
    type: integer
    required: true
    description: The address's id.
  - name: stateId
    type: reference
    entity: state
    required: false
    description: The state or province of the address.
  - name: cityName
    type: string
    required: true
    description: The city as written on the address.
  - name: addressType
    type: enum
    values: [Pickup, Delivery, Billing]
    required: true
    description: What the address is used for.
  - name: postalCode
    type: string
    required: false
    description: The postal code as written on the address.
example:
  contactAddressId: 5
  stateId: 5
  cityName: Laredo
  addressType: Pickup
`

// addressTasks is a workflow-task file whose inputs break the naming
// convention of task inputs once each (see packages/sitegen/model/inputs.go),
// beside inputs that keep it.
const addressTasks = `slug: contact-address
title: Contact address
group: ContactAddress
description: ContactAddress tasks add and change the places of a contact that orders and invoices use.
tasks:
  - name: ContactAddress/Update@1
    summary: Changes an address of a contact.
    inputs:
      - name: contactAddressId
        type: integer
        required: true
        description: The address to change.
      - name: cityName
        type: string
        required: false
        description: The city as written.
      - name: stateCode
        type: string
        required: false
        description: The state's code, looked up as stateId.
      - name: state
        type: string
        required: false
        description: The state by its code or name.
      - name: addressID
        type: integer
        required: false
        description: A name with an acronym in capitals.
      - name: subdivisionType
        type: string
        required: false
        description: A field of the state the address references.
      - name: contactAddressId
        type: string
        required: false
        description: An address by code, under a name that promises an id.
      - name: type
        type: string
        required: false
        description: Pickup, Delivery or Billing.
      - name: city
        type: string
        required: false
        description: The city, under a name the model does not have.
      - name: note
        type: string
        required: false
        description: Shown in the address's history.
      - name: stateIds
        type: integer
        required: false
        description: Ids under a name that promises a list.
    outputs: []
    errors: []
    example: |
      task: ContactAddress/Update@1
      inputs:
        contactAddressId: 5
  - name: ContactAddress/Create@1
    summary: Adds an address to a contact.
    inputs:
      - name: addressType
        type: string
        required: true
        description: Pickup, Delivery or Billing.
    outputs: []
    errors: []
    example: |
      task: ContactAddress/Create@1
      inputs:
        addressType: Pickup
`

// TestTaskInputNamingConvention builds a tree whose task inputs break the
// convention in each of its ways and expects one error per broken input, at
// the input's name (line and column found in the fixture, not copied from
// the output), saying what is wrong and what is expected; the inputs that
// keep the convention give no error.
func TestTaskInputNamingConvention(t *testing.T) {
	archive := strings.Replace(sidebarsWithGenerated, "    - generated: components\n", "    - generated: entities\n", 1) +
		// The state's country link would point at a page this tree lacks.
		"-- reference/entities/state.yaml --\n" + strings.Replace(stateEntity, "entity: country", "entity: state", 1) +
		"-- reference/entities/contactAddress.yaml --\n" + addressEntity +
		"-- reference/workflow-tasks/contact-address.yaml --\n" + addressTasks
	_, lines := generate(t, archive)
	// at finds the nth input of that name (the first by default).
	at := func(name string, nth ...int) string {
		i, from := -1, 0
		for range append(nth, 1)[0] {
			j := strings.Index(addressTasks[from:], "      - name: "+name+"\n")
			if j < 0 {
				i = -1
				break
			}
			i, from = from+j, from+j+1
		}
		if i < 0 {
			t.Fatalf("the fixture has no input %s", name)
		}
		line := strings.Count(addressTasks[:i], "\n") + 1
		return "content/reference/workflow-tasks/contact-address.yaml:" + strconv.Itoa(line) + ":15: "
	}
	want := []string{
		at("addressID") + `/tasks/0/inputs/4/name: ContactAddress/Update@1 input "addressID" is not lowerCamelCase (expected letters and digits, each word after the first capitalized and acronyms as words: addressId)`,
		at("contactAddressId", 2) + `/tasks/0/inputs/6/name: ContactAddress/Update@1 input "contactAddressId" is typed string (expected integer: an input named contactAddressId takes a contactAddress record's id; a record given by code or name is named contactAddress)`,
		at("type") + `/tasks/0/inputs/7/name: ContactAddress/Update@1 input "type" is not the name of the field it stores (expected the field's own name: addressType)`,
		at("city") + `/tasks/0/inputs/8/name: ContactAddress/Update@1 input "city" names nothing ContactAddress/Update@1 stores (expected a field of contactAddress or of a record it references, the field without Id for a record given by code or name, or <x>Code for the code of a referenced record)`,
		at("note") + `/tasks/0/inputs/9/name: ContactAddress/Update@1 input "note" is the text kept in the history (expected reason, its name in every task)`,
		at("stateIds") + `/tasks/0/inputs/10/name: ContactAddress/Update@1 input "stateIds" is typed integer (expected array: an input named stateIds takes the ids of state records; a record given by code or name drops the Id)`,
	}
	var got []string
	for _, l := range lines {
		if strings.Contains(l, "reference/workflow-tasks/contact-address.yaml") {
			got = append(got, l)
		}
	}
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("missing error:\n%s", w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("got %d errors on the task file, want %d (contactAddressId, cityName, stateCode, state and subdivisionType keep the convention):\n%s", len(got), len(want), strings.Join(got, "\n"))
	}
	if len(lines) != len(got) {
		t.Errorf("errors elsewhere than the task file:\n%s", strings.Join(lines, "\n"))
	}
}

// TestExampleInputValuesChecked: a workflow example that gives an input a
// literal value outside the list the task declares fails at the value; an
// expression and a listed value pass.
func TestExampleInputValuesChecked(t *testing.T) {
	tasks := strings.Replace(addressTasks, "      - name: addressType\n        type: string\n", "      - name: addressType\n        type: string\n        values: [Pickup, Delivery, Billing]\n", 1)
	intro := "---\ntitle: Introduction\ndescription: What this test site is and how it is organised.\n---\nRead the [setup guide](guide/setup.md#install).\n\n```yaml workflow\n" + `workflow:
  workflowId: 5c1d9e7a-2b4f-4a6e-8d3c-7f9a1b2c3d4e
  name: Addresses
  version: "1.0"
activities:
  - name: main
    steps:
      - task: ContactAddress/Create@1
        inputs:
          addressType: Shipping
      - task: ContactAddress/Create@1
        inputs:
          addressType: Billing
      - task: ContactAddress/Create@1
        inputs:
          addressType: "{{ inputs.kind }}"
` + "```\n"
	archive := strings.Replace(sidebarsWithGenerated, "    - generated: components\n", "    - generated: entities\n", 1) +
		"-- reference/entities/state.yaml --\n" + strings.Replace(stateEntity, "entity: country", "entity: state", 1) +
		"-- reference/entities/contactAddress.yaml --\n" + addressEntity +
		"-- reference/workflow-tasks/contact-address.yaml --\n" + tasks +
		"-- docs/intro.md --\n" + intro
	_, lines := generate(t, archive)
	want := "content/docs/intro.md:" + lineCol(intro, strings.Index(intro, "Shipping")) + ": /activities/0/steps/0/inputs/addressType: \"Shipping\" is not a value ContactAddress/Create@1 takes for addressType (expected one of Pickup, Delivery, Billing)"
	var got []string
	for _, l := range lines {
		if strings.Contains(l, "docs/intro.md") {
			got = append(got, l)
		}
	}
	if len(got) != 1 || got[0] != want {
		t.Errorf("errors on the page:\n%s\nwant exactly:\n%s\n(all errors:\n%s)", strings.Join(got, "\n"), want, strings.Join(lines, "\n"))
	}
}
