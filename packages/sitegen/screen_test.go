package sitegen_test

import (
	"strings"
	"testing"
)

// vesselEntity is a valid entity with a screen of two tabs, the second
// only on a Mainliner's screen; cases change one thing in it.
const vesselEntity = `name: vessel
title: Vessel
description: >-
  A vessel is one ship of a carrier's fleet, with its number and its deadweight, as the
  vessel screen shows it.
fields:
  - name: vesselId
    type: integer
    required: true
    description: The vessel's id, assigned when it is first saved.
  - name: vesselNumber
    label: Vessel number
    type: string
    required: true
    description: The vessel's number in the carrier's fleet list.
  - name: vesselType
    label: Vessel type
    type: enum
    values: [Feeder, Mainliner]
    required: true
    description: Whether the vessel is a feeder or a mainliner.
  - name: weight
    label: Weight
    type: decimal
    required: false
    description: The vessel's deadweight in tonnes.
  - name: notes
    type: text
    required: false
    description: Free text for the warehouse staff.
screen:
  tabs:
    - name: General
      sections:
        - fields: [vesselType, weight]
    - name: Bays
      kinds: [Mainliner]
example:
  vesselId: 7
  vesselNumber: PA-0007
  vesselType: Feeder
  weight: 4500
`

// screenDoc is the user manual's page with one ::screen block on its
// seventh line.
func screenDoc(block string) string {
	return `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
---
Check the **General** tab:

` + block + `

## Overview

Some text.
`
}

// TestScreenDirectiveErrors: a ::screen block, or the screen it draws,
// that leaves the model fails the build at the block's line or at the
// entity file's value, saying what is expected.
func TestScreenDirectiveErrors(t *testing.T) {
	tests := []struct {
		name         string
		block        string
		from, to     string
		want         string
		wantNoErrors bool
	}{
		{
			name:         "a tab of the model",
			block:        "::screen{entity=vessel tab=General}",
			wantNoErrors: true,
		},
		{
			name:  "an unknown entity",
			block: "::screen{entity=vessels tab=General}",
			want:  `content/docs/intro.md:7:1: ::screen{entity=vessels tab=General}: no entity "vessels" (expected the camelCase name of a file in content/reference/entities/, e.g. job)`,
		},
		{
			name:  "an unknown tab",
			block: "::screen{entity=vessel tab=Charges}",
			want:  `content/docs/intro.md:7:1: ::screen{entity=vessel tab=Charges}: "Charges" is not a tab of the Vessel (Feeder) screen (expected one of General)`,
		},
		{
			name:  "a tab of another kind's screen",
			block: "::screen{entity=vessel tab=Bays}",
			want:  `content/docs/intro.md:7:1: ::screen{entity=vessel tab=Bays}: "Bays" is not a tab of the Vessel (Feeder) screen (expected one of General)`,
		},
		{
			name:         "that tab with its kind",
			block:        "::screen{entity=vessel kind=Mainliner tab=Bays}",
			wantNoErrors: true,
		},
		{
			name:  "a kind the type field lacks",
			block: "::screen{entity=vessel kind=Crate tab=General}",
			want:  `content/docs/intro.md:7:1: ::screen{entity=vessel tab=General kind=Crate}: kind=Crate is not a vessel.vesselType (expected one of Feeder, Mainliner)`,
		},
		{
			name:  "an attribute the directive lacks",
			block: "::screen{entity=vessel tab=General colour=red}",
			want:  `content/docs/intro.md:7:1: ::screen{entity=vessel tab=General colour=red}: colour is not an attribute (expected entity, tab, kind, status)`,
		},
		{
			name:  "no tab",
			block: "::screen{entity=vessel}",
			want:  `content/docs/intro.md:7:1: ::screen{entity=vessel} names no tab (expected ::screen{entity=<name> tab=<tab>}, optionally with kind=<type> and status=<status>; quote a value with spaces: tab="Load plan")`,
		},
		{
			name:  "an entity without a screen",
			block: "::screen{entity=vessel tab=General}",
			from:  "screen:\n  tabs:\n    - name: General\n      sections:\n        - fields: [vesselType, weight]\n    - name: Bays\n      kinds: [Mainliner]\n",
			to:    "",
			want:  `content/docs/intro.md:7:1: ::screen{entity=vessel tab=General}: vessel has no screen in the model (expected screen: with its tabs in content/reference/entities/vessel.yaml)`,
		},
		{
			name:  "a field the entity lacks",
			block: "::screen{entity=vessel tab=General}",
			from:  "fields: [vesselType, weight]",
			to:    "fields: [vesselType, volume]",
			want:  `content/reference/entities/vessel.yaml:35:32: /screen/tabs/0/sections/0/fields/1: "volume" is not a field of vessel (expected one of vesselId, vesselNumber, vesselType, weight, notes)`,
		},
		{
			name:  "a field without a screen label",
			block: "::screen{entity=vessel tab=General}",
			from:  "fields: [vesselType, weight]",
			to:    "fields: [vesselType, notes]",
			want:  `content/reference/entities/vessel.yaml:35:32: /screen/tabs/0/sections/0/fields/1: vessel.notes has no screen label (expected label: on the field, the word the screen shows)`,
		},
		{
			name:  "a tab for a kind the type field lacks",
			block: "::screen{entity=vessel tab=General}",
			from:  "kinds: [Mainliner]",
			to:    "kinds: [Crate]",
			want:  `content/reference/entities/vessel.yaml:37:15: /screen/tabs/1/kinds/0: "Crate" is not a vessel.vesselType (expected one of Feeder, Mainliner)`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !strings.Contains(vesselEntity, tt.from) {
				t.Fatalf("%q is not in vesselEntity", tt.from)
			}
			entity := vesselEntity
			if tt.from != "" {
				entity = strings.Replace(vesselEntity, tt.from, tt.to, 1)
			}
			archive := sidebarsWithAllGenerated + screenDoc(tt.block) + "-- reference/entities/vessel.yaml --\n" + entity
			archive = strings.Replace(archive, "    - generated: components\n    - generated: workflow-tasks\n", "", 1)
			_, got := generate(t, archive)
			if tt.wantNoErrors {
				if len(got) > 0 {
					t.Fatalf("errors:\n%s\nwant none", strings.Join(got, "\n"))
				}
				return
			}
			if strings.Join(got, "\n") != tt.want {
				t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), tt.want)
			}
		})
	}
}
