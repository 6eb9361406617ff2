package sitegen_test

import (
	"strings"
	"testing"
)

// A valid integration, for cases that change one thing in it.
const upsIntegration = `---
id: ups
title: UPS
summary: Rates, labels and tracking for UPS parcels.
category: parcel-carriers
dataFlows:
  - direction: outbound
    data: Shipment and label requests
    detail: The platform sends shipments and receives labels.
setup:
  - Create an API application.
  - Enter the client id and secret.
  - Rate a test shipment.
workflowTasks: [order]
limits:
  - UPS rate-limits the Rating API.
---
UPS moves parcels.
`

// sidebarsWithGenerated lists every generated reference page in the
// developer sidebar.
const sidebarsWithGenerated = `
-- docs/sidebars.yaml --
userManual:
  label: User manual
  items:
    - intro
developer:
  label: Developer guide
  items:
    - guide/setup
    - generated: components
    - generated: workflow-tasks
`

const docAllowedKeys = "description, displayed_sidebar, hide_table_of_contents, keywords, pagination_next, pagination_prev, sidebar_label, slug, title, toc_max_heading_level, toc_min_heading_level"

// TestContentErrors builds small content trees that are wrong in one way each
// and asserts every error line: file:line:col, the JSON pointer where there
// is one, the message and the schema keyword. Front matter lines count from
// the top of the Markdown file.
func TestContentErrors(t *testing.T) {
	tests := []struct {
		name    string
		archive string
		remove  []string
		want    []string
		// bug, when set, names a known defect: the case is skipped with it
		// so the rest of the table still runs. The want lines are what the
		// pipeline should print.
		bug string
	}{
		{
			name: "number as doc title",
			archive: `
-- docs/intro.md --
---
title: 42
description: What this test site is and how it is organised.
---
## Overview
`,
			want: []string{
				`content/docs/intro.md:2:8: /title: expected string, but got number [schemas/doc.schema.json#/properties/title/type]`,
			},
		},
		{
			name: "unknown front matter key",
			archive: `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
sidebar_lable: Intro
---
## Overview
`,
			want: []string{
				`content/docs/intro.md:4:1: /sidebar_lable: unknown property "sidebar_lable" (expected one of: ` + docAllowedKeys + `) [schemas/doc.schema.json#/additionalProperties]`,
			},
		},
		{
			name: "missing required property",
			archive: `
-- docs/intro.md --
---
title: Introduction
---
## Overview
`,
			want: []string{
				`content/docs/intro.md:2:1: /: missing required property "description" (expected it to be set) [schemas/doc.schema.json#/required]`,
			},
		},
		{
			name: "front matter not closed",
			archive: `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.

## Overview
`,
			want: []string{
				`content/docs/intro.md:1:1: front matter is not closed (expected a line "---" after it)`,
			},
		},
		{
			name: "no front matter",
			archive: `
-- docs/intro.md --
# Introduction

## Overview
`,
			want: []string{
				`content/docs/intro.md:1:1: no front matter (expected the file to start with a line "---", the front matter, and another "---")`,
			},
		},
		{
			name: "tab indentation in site.yaml",
			archive: `
-- site.yaml --
title: Acme
tagline: The test site.
url: https://www.example.com
baseUrl: /
version: 1.0.0
copyrightYear: 2025
colorMode:
	defaultMode: dark
`,
			want: []string{
				`content/site.yaml:8:1: invalid YAML: found character '\t' that cannot start any token`,
			},
		},
		{
			name: "unclosed bracket in site.yaml",
			archive: `
-- site.yaml --
title: Acme
tagline: The test site.
url: https://www.example.com
baseUrl: /
version: 1.0.0
copyrightYear: [2025
`,
			want: []string{
				`content/site.yaml:6:16: invalid YAML: sequence end token ']' not found`,
			},
		},
		{
			name: "duplicate key",
			archive: `
-- site.yaml --
title: Acme
tagline: The test site.
url: https://www.example.com
baseUrl: /
version: 1.0.0
title: Acme again
copyrightYear: 2025
`,
			want: []string{
				`content/site.yaml:6:1: duplicate key "title" (expected each key once)`,
			},
		},
		{
			name: "duplicate key in front matter",
			archive: `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
title: Intro
---
## Overview
`,
			want: []string{
				`content/docs/intro.md:4:1: duplicate key "title" (expected each key once)`,
			},
		},
		{
			name: "integration category not in the enum",
			archive: `
-- integrations/ups.md --
` + strings.Replace(upsIntegration, "category: parcel-carriers", "category: parcels", 1),
			want: []string{
				`content/integrations/ups.md:5:11: /category: value must be one of "parcel-carriers", "ocean-freight", "trucking-ltl", "edi-compliance", "accounting", "communication", "telematics" [schemas/integration.schema.json#/$defs/category/enum]`,
			},
		},
		{
			name: "site url does not match its pattern",
			archive: `
-- site.yaml --
title: Acme
tagline: The test site.
url: https://www.example.com/
baseUrl: /
version: 1.0.0
copyrightYear: 2025
`,
			want: []string{
				`content/site.yaml:3:6: /url: does not match pattern '^https?://[^/]+$' [schemas/site.schema.json#/properties/url/pattern]`,
			},
		},
		{
			name: "unknown navbar icon",
			archive: `
-- navbar.yaml --
items:
  - type: dropdown
    position: left
    label: Product
    items:
      - label: Docs
        to: /docs/intro
        description: Read the manual.
        icon: rocket
    footerLink:
      label: All docs
      to: /docs/intro
`,
			want: []string{
				`content/navbar.yaml:9:15: /items/0/items/0/icon: value must be one of "globe", "ship", "plane", "truck", "parcel", "box", "route", "container", "document", "book", "workflow", "blocks", "code", "plug", "link", "customs", "calculator", "invoice", "warehouse", "scan", "chart", "bell", "shield", "users", "clock", "map-pin", "message", "sparkles", "settings", "search", "check", "arrow-right" [schemas/navbar.schema.json#/$defs/icon/enum]`,
			},
		},
		{
			name: "dropdown without footerLink",
			archive: `
-- navbar.yaml --
items:
  - type: dropdown
    position: left
    label: Product
    items:
      - label: Docs
        to: /docs/intro
        description: Read the manual.
        icon: book
`,
			want: []string{
				`content/navbar.yaml:2:5: /items/0: missing required property "footerLink" (expected it to be set) [schemas/navbar.schema.json#/$defs/item/allOf/0/then/required]`,
			},
		},
		{
			name: "sidebar names a doc that does not exist",
			archive: `
-- docs/sidebars.yaml --
userManual:
  label: User manual
  items:
    - intro
    - missing
developer:
  label: Developer guide
  items:
    - guide/setup
`,
			want: []string{
				`content/docs/sidebars.yaml:5:7: /userManual/items/1: no doc with id "missing" (expected a file content/docs/missing.md or a generated reference page)`,
			},
		},
		{
			name: "doc in no sidebar",
			archive: `
-- docs/extra.md --
---
title: Extra
description: A page nobody put in a sidebar.
---
Text.
`,
			want: []string{
				`content/docs/extra.md:1:1: doc "extra" is in no sidebar (expected it in content/docs/sidebars.yaml, or ` + "`displayed_sidebar: null`" + ` in its front matter)`,
			},
		},
		{
			name: "doc in a sidebar and displayed_sidebar null",
			archive: `
-- docs/guide/setup.md --
---
title: Setup
description: How to install and configure the test product.
displayed_sidebar: null
---
## Install
`,
			want: []string{
				`content/docs/guide/setup.md:4:20: /displayed_sidebar: doc "guide/setup" declares ` + "`displayed_sidebar: null`" + ` but the developer sidebar lists it (expected one or the other)`,
			},
		},
		{
			name: "doc listed twice",
			archive: `
-- docs/sidebars.yaml --
userManual:
  label: User manual
  items:
    - intro
developer:
  label: Developer guide
  items:
    - guide/setup
    - intro
`,
			want: []string{
				`content/docs/sidebars.yaml:9:7: /developer/items/1: doc "intro" is listed twice (already in the userManual sidebar; expected once)`,
			},
		},
		{
			name: "integration id differs from its file name",
			archive: `
-- integrations/ups.md --
` + strings.Replace(upsIntegration, "id: ups", "id: ups-parcel", 1),
			want: []string{
				`content/integrations/ups.md:2:5: /id: integration id "ups-parcel" differs from the file name "ups" (expected them equal: the id is the page's last path segment)`,
			},
		},
		{
			name: "duplicate route from a slug",
			archive: `
-- docs/zeta.md --
---
title: Zeta
description: A doc whose slug takes the introduction's route.
displayed_sidebar: null
slug: /docs/intro
---
Text.
`,
			want: []string{
				`content/docs/zeta.md:5:7: /slug: route /docs/intro is defined twice (also by content/docs/intro.md; expected one page per route)`,
			},
		},
		{
			name: "relative link to a missing .md file",
			archive: `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
---
Read the [setup guide](guide/install.md).

## Overview
`,
			want: []string{
				`content/docs/intro.md:5:11: link "guide/install.md": no such file content/docs/guide/install.md`,
			},
		},
		{
			name: "link to a missing route",
			archive: `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
---
## Overview

See the [API](/docs/api) and [setup](guide/setup.md).
`,
			want: []string{
				`content/docs/intro.md:7:10: broken link "/docs/api": no such route /docs/api`,
			},
		},
		{
			name: "link to a missing anchor",
			archive: `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
---
Read [how to configure](guide/setup.md#configure) and [this](#overview) and [that](#nope).

## Overview
`,
			want: []string{
				`content/docs/intro.md:5:7: broken link "guide/setup.md#configure": no such anchor #configure on /docs/guide/setup`,
				`content/docs/intro.md:5:78: broken link "#nope": no such anchor #nope on /docs/intro`,
			},
		},
		{
			name: "relative link without .md",
			archive: `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
---
Read the [setup guide](guide/setup).

## Overview
`,
			want: []string{
				`content/docs/intro.md:5:11: link "guide/setup": a relative link must name a .md file (expected e.g. ../operations/jobs.md, or a route starting with /)`,
			},
		},
		{
			name: "raw HTML",
			archive: `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
---
## Overview

<div class="note">Careful.</div>

Some <b>bold</b> text.
`,
			want: []string{
				`content/docs/intro.md:7:1: raw HTML is not allowed (expected Markdown; write the element as Markdown or ask for a component)`,
				`content/docs/intro.md:9:6: raw HTML is not allowed (expected Markdown; write the element as Markdown or ask for a component)`,
				`content/docs/intro.md:9:13: raw HTML is not allowed (expected Markdown; write the element as Markdown or ask for a component)`,
			},
		},
		{
			name: "unknown admonition type",
			archive: `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
---
## Overview

:::caution Mind the gap
Text.
:::
`,
			want: []string{
				`content/docs/intro.md:7:1: :::caution is not an admonition (expected :::note, :::tip, :::info, :::warning or :::danger)`,
			},
		},
		{
			name: "level-1 heading in the body",
			archive: `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
---
# Introduction

## Overview
`,
			want: []string{
				`content/docs/intro.md:5:3: a level-1 heading in the body (expected ## and below: the page title is the h1)`,
			},
		},
		{
			name: "image without alt text",
			archive: `
-- assets/flow.svg --
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"></svg>
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
---
## Overview

Diagram: ![](../assets/flow.svg)
`,
			want: []string{
				`content/docs/intro.md:7:10: image "../assets/flow.svg" has no alt text (expected ![what it shows](../assets/flow.svg))`,
			},
		},
		{
			name: "remote image",
			archive: `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
---
## Overview

![Map](https://example.com/map.png)
`,
			want: []string{
				`content/docs/intro.md:7:3: image "https://example.com/map.png": remote images are not allowed (expected an SVG file below content/assets/)`,
			},
		},
		{
			name: "workflow example fails the platform schema",
			archive: `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
---
## Overview

` + "```yaml workflow" + `
workflow:
  workflowId: 0b7c6f0e-8d4a-4c1e-9a57-2f1d3e4b5a6c
  name: Test
  version: "1.0"
activities:
  - name: main
    steps:
      - task: order/get
` + "```" + `
`,
			want: []string{
				`content/docs/intro.md:15:15: /activities/0/steps/0/task: does not match pattern '^[A-Z][A-Za-z]*/[A-Z][A-Za-z]*@[0-9]+$' [schemas/platform/workflow.schema.json#/$defs/taskId/pattern]`,
			},
		},
		{
			name: "component reference example fails",
			archive: strings.Replace(sidebarsWithGenerated, "    - generated: workflow-tasks\n", "", 1) + `
-- reference/components/badge.yaml --
slug: badge
component: badge
title: Badge
category: data-display
description: A badge shows a short value as a coloured pill, such as an order status, a hazmat flag or a count.
props:
  - name: value
    type: string
    required: true
    description: The text shown.
example: |
  component: badge
  prop:
    value: x
`,
			want: []string{
				`content/reference/components/badge.yaml:13:3: /prop: unknown property "prop" (expected one of: children, component, disabled, events, name, permission, props, visible) [schemas/platform/app-module.schema.json#/$defs/component/additionalProperties]`,
			},
			bug: "an error in a reference example is at column 1 of the example, not at its column in the file (the block's indentation is not added)",
		},
		{
			name: "workflow task reference example fails",
			archive: strings.Replace(sidebarsWithGenerated, "    - generated: components\n", "", 1) + `
-- reference/workflow-tasks/ai.yaml --
slug: ai
title: AI
group: Ai
description: AI tasks turn documents that arrive as PDFs, scans or photos into data that later steps can use.
tasks:
  - name: Ai/Extract@1
    summary: Extracts the fields you describe from a document.
    inputs: []
    outputs: []
    errors: []
    example: |
      task: Ai/Extract@1
      retries: 3
`,
			want: []string{
				`content/reference/workflow-tasks/ai.yaml:13:7: /retries: unknown property "retries" (expected one of: condition, continueOnError, description, inputs, name, retry, task) [schemas/platform/workflow.schema.json#/$defs/step/additionalProperties]`,
			},
			bug: "an error in a reference example is at column 1 of the example, not at its column in the file (the block's indentation is not added)",
		},
		{
			name: "app-module example fails the platform schema",
			archive: `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
---
## Overview

` + "```yaml app-module" + `
module:
  appModuleId: 0b7c6f0e-8d4a-4c1e-9a57-2f1d3e4b5a6c
  name: test
  displayName: Test
colour: red
` + "```" + `
`,
			want: []string{
				`content/docs/intro.md:9:3: /module: missing required property "version" (expected it to be set) [schemas/platform/app-module.schema.json#/properties/module/required]`,
				`content/docs/intro.md:12:1: /colour: unknown property "colour" (expected one of: components, entities, localizations, module, permissions, routes, variables) [schemas/platform/app-module.schema.json#/additionalProperties]`,
			},
		},
		{
			name: "unmarked yaml block is not validated",
			archive: `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
---
## Overview

` + "```yaml" + `
colour: red
` + "```" + `
`,
		},
		{
			name: "toc level out of range",
			archive: `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
toc_max_heading_level: 7
---
## Overview
`,
			want: []string{
				`content/docs/intro.md:4:24: /toc_max_heading_level: must be <= 6 but found 7 [schemas/doc.schema.json#/properties/toc_max_heading_level/maximum]`,
			},
		},
		{
			name: "const violation",
			archive: `
-- site.yaml --
title: Acme
tagline: The test site.
url: https://www.example.com
baseUrl: /
version: 1.0.0
copyrightYear: 2025
search:
  provider: local
  insights: true
`,
			want: []string{
				`content/site.yaml:9:13: /search/insights: value must be false [schemas/site.schema.json#/properties/search/properties/insights/const]`,
			},
		},
		{
			name: "broken link in the navbar",
			archive: `
-- navbar.yaml --
items:
  - type: link
    position: left
    label: Docs
    to: /docs/nowhere
`,
			want: []string{
				`content/navbar.yaml:5:9: /items/0/to: broken link "/docs/nowhere": no such route /docs/nowhere`,
			},
		},
		{
			name: "broken link in a Markdown field of front matter",
			archive: `
-- integrations/ups.md --
` + strings.Replace(upsIntegration, "Create an API application.", "Create an [API application](/nowhere).", 1),
			want: []string{
				`content/integrations/ups.md:11:16: broken link "/nowhere": no such route /nowhere`,
			},
			bug: "a link in a Markdown field is placed at its column inside the string (11:12), not in the file (11:16)",
		},
		{
			name: "broken link in a Markdown block scalar of front matter",
			archive: `
-- integrations/ups.md --
` + strings.Replace(upsIntegration, "  - UPS rate-limits the Rating API.\n", "  - |\n    UPS rate-limits\n    the [Rating API](/nowhere).\n", 1),
			want: []string{
				`content/integrations/ups.md:18:10: broken link "/nowhere": no such route /nowhere`,
			},
			bug: "a link in a Markdown block scalar (|) is placed one line early (at the | line) and at its column inside the string: 17:6, not 18:10",
		},
		{
			name: "generated sidebar entry with no reference files",
			archive: `
-- docs/sidebars.yaml --
userManual:
  label: User manual
  items:
    - intro
developer:
  label: Developer guide
  items:
    - guide/setup
    - generated: entities
`,
			want: []string{
				`content/docs/sidebars.yaml:9:7: /developer/items/1: no pages are generated from content/reference/entities (expected at least one file there)`,
			},
		},
		{
			name: "category slug used twice",
			archive: `
-- docs/sidebars.yaml --
userManual:
  label: User manual
  items:
    - category: Start
      slug: setup
      items:
        - intro
developer:
  label: Developer guide
  items:
    - category: Setup
      slug: setup
      items:
        - guide/setup
`,
			want: []string{
				`content/docs/sidebars.yaml:12:13: /developer/items/0/slug: category slug "setup" is used twice (expected each once)`,
			},
		},
		{
			name: "page and doc on the same route",
			archive: `
-- pages/docs/intro.md --
---
title: Intro page
description: A marketing page that takes the doc's route.
---
Text.
`,
			want: []string{
				`content/pages/docs/intro.md:1:1: route /docs/intro is defined twice (also by content/docs/intro.md; expected one page per route)`,
			},
		},
		{
			name: "pagination_next names a doc that does not exist",
			archive: `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
pagination_next: nowhere
---
## Overview
`,
			want: []string{
				`content/docs/intro.md:4:18: /pagination_next: no doc with id "nowhere" (expected a doc id or null)`,
			},
		},
		{
			name: "file with no schema",
			archive: `
-- notes.txt --
Remember the milk.
`,
			want: []string{
				`content/notes.txt: no schema for this file (expected one of the files listed in content/README.md, or an asset under content/assets/)`,
			},
		},
		{
			name: "errors in two files are sorted",
			archive: `
-- site.yaml --
title: Acme
tagline: The test site.
url: https://www.example.com
baseUrl: /
version: 1.0
copyrightYear: 2025
-- docs/intro.md --
---
title: Introduction
description: Too short.
---
## Overview
`,
			want: []string{
				`content/docs/intro.md:3:14: /description: length must be >= 20, but got 10 [schemas/doc.schema.json#/properties/description/minLength]`,
				`content/site.yaml:5:10: /version: expected string, but got number [schemas/site.schema.json#/properties/version/type]`,
			},
		},
		{
			name:   "missing site.yaml",
			remove: []string{"site.yaml"},
			want: []string{
				`content/site.yaml: file is missing (expected it: the site cannot be built without it)`,
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.bug != "" {
				t.Skip("bug: " + tt.bug)
			}
			_, got := generate(t, tt.archive, tt.remove...)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}
