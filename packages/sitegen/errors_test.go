package sitegen_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
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
    backedBy: [":integration[ups]"]
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

const navbarIcons = "globe, ship, plane, truck, parcel, box, route, container, document, book, workflow, blocks, code, plug, link, customs, calculator, invoice, warehouse, scan, chart, bell, shield, users, clock, map-pin, message, sparkles, settings, search, check, arrow-right"

const docAllowedKeys = "description, displayed_sidebar, hide_table_of_contents, keywords, pagination_next, pagination_prev, sidebar_label, sidebar_position, slug, title, toc_max_heading_level, toc_min_heading_level"

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
				`content/docs/intro.md:2:8: /title: 42 is a number (expected a string; put it in quotes: "42") [schemas/doc.schema.json#/properties/title/type]`,
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
				`content/docs/intro.md:4:1: /sidebar_lable: unknown key "sidebar_lable" (did you mean "sidebar_label"? allowed: ` + docAllowedKeys + `) [schemas/doc.schema.json#/additionalProperties]`,
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
				`content/docs/intro.md:2:1: /: key "description" is missing (expected it: One sentence for search results and link previews.) [schemas/doc.schema.json#/required]`,
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
				`content/integrations/ups.md:5:11: /category: "parcels" is not a known category (expected one of: parcel-carriers, ocean-freight, trucking-ltl, edi-compliance, accounting, communication, telematics) [schemas/integration.schema.json#/$defs/category/enum]`,
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
				`content/site.yaml:3:6: /url: "https://www.example.com/" does not match the url pattern (expected an origin without a path or a trailing slash, e.g. https://www.example.com) [schemas/site.schema.json#/properties/url/pattern]`,
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
				`content/navbar.yaml:9:15: /items/0/items/0/icon: "rocket" is not a known icon (expected one of: ` + navbarIcons + `) [schemas/navbar.schema.json#/$defs/icon/enum]`,
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
				`content/navbar.yaml:2:5: /items/0: key "footerLink" is missing (expected it: The link at the foot of the dropdown panel.) [schemas/navbar.schema.json#/$defs/item/allOf/0/then/required]`,
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
				`content/docs/intro.md:7:1: :::caution is not an admonition (expected :::note, :::tip, :::info, :::warning or :::danger, or :::fields or :::facts without a title)`,
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
				`content/docs/intro.md:15:15: /activities/0/steps/0/task: "order/get" does not match the task pattern (expected a task id <Group>/<Action>@<major version>, e.g. Order/Get@1) [schemas/platform/workflow.schema.json#/$defs/taskId/pattern]`,
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
				`content/reference/components/badge.yaml:13:3: /prop: unknown key "prop" (did you mean "props"? allowed: children, component, disabled, events, name, permission, props, visible) [schemas/platform/app-module.schema.json#/$defs/component/additionalProperties]`,
			},
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
				`content/reference/workflow-tasks/ai.yaml:13:7: /retries: unknown key "retries" (allowed: condition, continueOnError, description, inputs, name, retry, task) [schemas/platform/workflow.schema.json#/$defs/step/additionalProperties]`,
			},
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
				`content/docs/intro.md:9:3: /module: key "version" is missing (expected it: The module version as a string, for example "1.0" or "2.3.1".) [schemas/platform/app-module.schema.json#/properties/module/required]`,
				`content/docs/intro.md:12:1: /colour: unknown key "colour" (allowed: components, entities, localizations, module, permissions, routes, variables) [schemas/platform/app-module.schema.json#/additionalProperties]`,
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
				`content/docs/intro.md:4:24: /toc_max_heading_level: 7 is too large (expected at most 6) [schemas/doc.schema.json#/properties/toc_max_heading_level/maximum]`,
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
				`content/site.yaml:9:13: /search/insights: true is not allowed here (expected false: The hosted provider's (Algolia's) search insights are off; the site's own, anonymous docs insights are the top-level insights.) [schemas/site.schema.json#/properties/search/properties/insights/const]`,
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
				`content/integrations/ups.md:12:16: broken link "/nowhere": no such route /nowhere`,
			},
		},
		{
			name: "broken link in a Markdown block scalar of front matter",
			archive: `
-- integrations/ups.md --
` + strings.Replace(upsIntegration, "  - UPS rate-limits the Rating API.\n", "  - |\n    UPS rate-limits\n    the [Rating API](/nowhere).\n", 1),
			want: []string{
				`content/integrations/ups.md:19:10: broken link "/nowhere": no such route /nowhere`,
			},
		},
		// A link inside a Markdown field of YAML, in each scalar style: the
		// position is where the link text is written in the file.
		{
			name: "broken link in a plain scalar over two lines",
			archive: `
-- integrations/ups.md --
` + strings.Replace(upsIntegration, "  - Create an API application.\n", "  - Create an API\n    [application](/nowhere).\n", 1),
			want: []string{
				`content/integrations/ups.md:13:6: broken link "/nowhere": no such route /nowhere`,
			},
		},
		{
			name: "broken link in a single-quoted scalar after an escaped quote",
			archive: `
-- integrations/ups.md --
` + strings.Replace(upsIntegration, "  - Create an API application.\n", "  - 'Open the partner''s [portal](/nowhere).'\n", 1),
			want: []string{
				`content/integrations/ups.md:12:27: broken link "/nowhere": no such route /nowhere`,
			},
		},
		{
			name: "broken link in a double-quoted scalar after escapes",
			archive: `
-- integrations/ups.md --
` + strings.Replace(upsIntegration, "  - Create an API application.\n", `  - "Set \"mode\" to \u00e9 in the [portal](/nowhere)."`+"\n", 1),
			want: []string{
				`content/integrations/ups.md:12:37: broken link "/nowhere": no such route /nowhere`,
			},
		},
		{
			name: "broken link in a double-quoted scalar over lines, with an escaped line break",
			archive: `
-- integrations/ups.md --
` + strings.Replace(upsIntegration, "  - Create an API application.\n", "  - \"Open the \\\n    partner\n\n    [portal](/nowhere).\"\n", 1),
			want: []string{
				`content/integrations/ups.md:15:6: broken link "/nowhere": no such route /nowhere`,
			},
		},
		{
			name: "broken link in a literal block scalar with an indentation indicator and strip chomping",
			archive: `
-- integrations/ups.md --
` + strings.Replace(upsIntegration, "  - UPS rate-limits the Rating API.\n", "  - |1-\n     UPS rate-limits\n    the [Rating API](/nowhere).\n", 1),
			want: []string{
				`content/integrations/ups.md:19:10: broken link "/nowhere": no such route /nowhere`,
			},
		},
		{
			name: "broken link in a literal block scalar with keep chomping",
			archive: `
-- integrations/ups.md --
` + strings.Replace(upsIntegration, "  - UPS rate-limits the Rating API.\n", "  - |+\n    UPS rate-limits\n      the [Rating API](/nowhere).\n\n", 1),
			want: []string{
				`content/integrations/ups.md:19:12: broken link "/nowhere": no such route /nowhere`,
			},
		},
		{
			name: "broken link in a folded block scalar",
			archive: `
-- integrations/ups.md --
` + strings.Replace(upsIntegration, "  - UPS rate-limits the Rating API.\n", "  - >\n    UPS rate-limits\n    the [Rating API](/nowhere).\n", 1),
			want: []string{
				`content/integrations/ups.md:19:10: broken link "/nowhere": no such route /nowhere`,
			},
		},
		{
			name: "broken link in a folded block scalar after an empty and a more indented line, strip chomping",
			archive: `
-- integrations/ups.md --
` + strings.Replace(upsIntegration, "  - UPS rate-limits the Rating API.\n", "  - >-\n    UPS rate-limits\n\n      the Rating API:\n    see [limits](/nowhere).\n", 1),
			want: []string{
				`content/integrations/ups.md:21:10: broken link "/nowhere": no such route /nowhere`,
			},
		},
		{
			name: "raw HTML in a Markdown field of front matter",
			archive: `
-- integrations/ups.md --
` + strings.Replace(upsIntegration, "  - Create an API application.\n", "  - Create an <b>API</b> application.\n", 1),
			want: []string{
				`content/integrations/ups.md:12:15: raw HTML is not allowed (expected Markdown; write the element as Markdown or ask for a component)`,
				`content/integrations/ups.md:12:21: raw HTML is not allowed (expected Markdown; write the element as Markdown or ask for a component)`,
			},
		},
		{
			name: "component reference example in a double-quoted string",
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
example: "component: badge\nprop:\n  value: x\n"
`,
			want: []string{
				`content/reference/components/badge.yaml:11:29: /prop: unknown key "prop" (did you mean "props"? allowed: children, component, disabled, events, name, permission, props, visible) [schemas/platform/app-module.schema.json#/$defs/component/additionalProperties]`,
			},
		},
		{
			name: "workflow task reference example with a syntax error",
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
    example: |-
      task: Ai/Extract@1
      inputs: {document: [1, 2}
`,
			want: []string{
				`content/reference/workflow-tasks/ai.yaml:13:31: invalid YAML: ',' or ']' must be specified`,
			},
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
			name: "sidebar items of the wrong form",
			archive: `
-- docs/sidebars.yaml --
userManual:
  label: User manual
  items:
    - intro
    - categry: Start
      items: [intro]
    - generated: entitys
    - 42
developer:
  label: Developer guide
  items:
    - guide/setup
`,
			want: []string{
				`content/docs/sidebars.yaml:5:7: /userManual/items/1/categry: unknown key "categry" (did you mean "category"? allowed: category, collapsed, description, items, slug) [schemas/sidebars.schema.json#/$defs/items/items/oneOf/2/additionalProperties]`,
				`content/docs/sidebars.yaml:5:7: /userManual/items/1: key "category" is missing (expected it: The category's label.) [schemas/sidebars.schema.json#/$defs/items/items/oneOf/2/required]`,
				`content/docs/sidebars.yaml:7:18: /userManual/items/2/generated: "entitys" is not a known generated (did you mean "entities"? expected one of: entities, workflow-tasks, components) [schemas/sidebars.schema.json#/$defs/items/items/oneOf/1/properties/generated/enum]`,
				`content/docs/sidebars.yaml:8:7: /userManual/items/3: 42 is a number (expected a string or a mapping of keys to values; put it in quotes: "42") [schemas/sidebars.schema.json#/$defs/items/items/oneOf]`,
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
				`content/docs/intro.md:3:14: /description: the text is 10 characters long (expected at least 20) [schemas/doc.schema.json#/properties/description/minLength]`,
				`content/site.yaml:5:10: /version: 1.0 is a number (expected a string; put it in quotes: "1.0") [schemas/site.schema.json#/properties/version/type]`,
			},
		},
		{
			name: "not-found page without its search box, its heading a number",
			archive: `
-- not-found.yaml --
title: Page Not Found
description: We could not find what you were looking for.
heading: 404
message: There is no page at this address.
hint: Search for it.
sectionsTitle: Main sections
`,
			want: []string{
				`content/not-found.yaml:1:1: /: key "search" is missing (expected it: The search form (a GET form to /search, so it works without JavaScript).) [schemas/not-found.schema.json#/required]`,
				`content/not-found.yaml:3:10: /heading: 404 is a number (expected a string; put it in quotes: "404") [schemas/not-found.schema.json#/properties/heading/type]`,
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
			_, got := generate(t, tt.archive, tt.remove...)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// homeWithExample returns the repository's content/home.yaml with the code
// example of its low-code section replaced: format and code (a YAML
// document, indented below "code: |" as written here), and the line of the
// file on which the code's first line lands.
func homeWithExample(t *testing.T, format, code string) (home string, firstLine int) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "content", "home.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(raw), "\n")
	start, end := -1, -1
	for i, line := range lines {
		if strings.TrimSpace(line) == "example:" && strings.HasPrefix(line, "  example:") {
			start = i
			continue
		}
		// The example mapping ends at the next key of the low-code section.
		if start >= 0 && i > start && strings.HasPrefix(line, "  ") && !strings.HasPrefix(line, "    ") && strings.TrimSpace(line) != "" {
			end = i
			break
		}
	}
	if start < 0 || end < 0 {
		t.Fatal("content/home.yaml has no lowCode example block to replace")
	}
	example := []string{"  example:", "    caption: A test example.", "    format: " + format, "    code: |"}
	for _, line := range strings.Split(strings.TrimSuffix(code, "\n"), "\n") {
		example = append(example, "      "+line)
	}
	out := append(append(slices.Clone(lines[:start]), example...), lines[end:]...)
	return strings.Join(out, "\n"), start + 5
}

// TestHomeExampleValidated: the home page's code example is validated against
// the platform schema its format names, with errors at their line and column
// in home.yaml (validation of content alone, as `mage content:validate`
// does: the real home page links to pages this small tree does not have).
func TestHomeExampleValidated(t *testing.T) {
	validWorkflow := `workflow:
  workflowId: 5c1d9e7a-2b4f-4a6e-8d3c-7f9a1b2c3d4e
  name: Test
  version: "1.0"
activities:
  - name: main
    steps:
      - task: Order/Get@1
`
	tests := []struct {
		name, format, code string
		// want lines give the line as "+N", N lines below the code's
		// first line.
		want []string
	}{
		{name: "a valid workflow", format: "workflow", code: validWorkflow},
		{
			name:   "a step key misspelled",
			format: "workflow",
			code:   strings.Replace(validWorkflow, "      - task: Order/Get@1\n", "      - task: Order/Get@1\n        retyr: {attempts: 3}\n", 1),
			want:   []string{`content/home.yaml:+8:15: /activities/0/steps/0/retyr: unknown key "retyr" (did you mean "retry"? allowed: condition, continueOnError, description, inputs, name, retry, task) [schemas/platform/workflow.schema.json#/$defs/step/additionalProperties]`},
		},
		{
			name:   "a task id in the wrong case",
			format: "workflow",
			code:   strings.Replace(validWorkflow, "Order/Get@1", "order/get@1", 1),
			want:   []string{`content/home.yaml:+7:21: /activities/0/steps/0/task: "order/get@1" does not match the task pattern (expected a task id <Group>/<Action>@<major version>, e.g. Order/Get@1) [schemas/platform/workflow.schema.json#/$defs/taskId/pattern]`},
		},
		{
			name:   "a workflow marked as an app module",
			format: "app-module",
			code:   validWorkflow,
			want: []string{
				`content/home.yaml:+0:7: /: key "module" is missing (expected it: Who the module is.) [schemas/platform/app-module.schema.json#/required]`,
				`content/home.yaml:+0:7: /workflow: unknown key "workflow" (allowed: components, entities, localizations, module, permissions, routes, variables) [schemas/platform/app-module.schema.json#/additionalProperties]`,
				`content/home.yaml:+4:7: /activities: unknown key "activities" (allowed: components, entities, localizations, module, permissions, routes, variables) [schemas/platform/app-module.schema.json#/additionalProperties]`,
			},
		},
		{
			name:   "invalid YAML in the code",
			format: "workflow",
			code:   strings.Replace(validWorkflow, "  name: Test\n", "  name: [Test\n", 1),
			want:   []string{`content/home.yaml:+3:9: invalid YAML: ',' or ']' must be specified`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home, first := homeWithExample(t, tt.format, tt.code)
			got := validate(t, "-- home.yaml --\n"+home)
			var want []string
			for _, w := range tt.want {
				// "+N:" is N lines below the code's first line.
				prefix, rest, _ := strings.Cut(w, ":+")
				n, rest, _ := strings.Cut(rest, ":")
				below, err := strconv.Atoi(n)
				if err != nil {
					t.Fatalf("bad want line %q", w)
				}
				want = append(want, fmt.Sprintf("%s:%d:%s", prefix, first+below, rest))
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

// stateEntity is a valid entity reference file.
const stateEntity = `name: state
title: State
description: >-
  A state is a first-level subdivision of a country: a US state, a Canadian province, a Mexican
  state or an Australian territory, from the platform-wide ISO 3166-2 list.
fields:
  - name: stateId
    type: integer
    required: true
    description: The state's id, the same in every organization.
  - name: countryId
    type: reference
    entity: country
    required: true
    description: The country the state belongs to.
  - name: code
    type: string
    required: true
    maxLength: 3
    description: The subdivision code without the country prefix.
  - name: name
    type: string
    required: true
    description: The state's name.
  - name: subdivisionType
    type: enum
    values: [State, Province, Territory]
    required: true
    description: What the country calls this level of subdivision.
example:
  stateId: 5
  countryId: 236
  code: CA
  name: California
  subdivisionType: State
`

// TestConditionalKeyErrors: keys a schema allows only under a condition
// (if/then/else with not) are reported at the key, with the condition in
// the schema's own words (x-expected).
func TestConditionalKeyErrors(t *testing.T) {
	tests := []struct {
		name, from, to string
		want           []string
	}{
		{name: "valid", from: "", to: ""},
		{
			name: "values on a string field",
			from: "    maxLength: 3\n", to: "    maxLength: 3\n    values: [CA, NY]\n",
			want: []string{`content/reference/entities/state.yaml:20:5: /fields/2/values: key "values" is not allowed here (expected values only on a field of type enum) [schemas/entity.schema.json#/$defs/field/allOf/0/else/not]`},
		},
		{
			name: "maxLength on an integer field",
			from: "    type: integer\n", to: "    type: integer\n    maxLength: 9\n",
			want: []string{`content/reference/entities/state.yaml:9:5: /fields/0/maxLength: key "maxLength" is not allowed here (expected maxLength only on a field of type string or text) [schemas/entity.schema.json#/$defs/field/allOf/2/then/not]`},
		},
		{
			name: "statuses on an entity without fixed statuses",
			from: "example:\n", to: "statuses:\n  - value: Active\n    description: The state is in use on addresses and lanes.\nexample:\n",
			want: []string{`content/reference/entities/state.yaml:30:1: /statuses: key "statuses" is not allowed here (expected statuses only on the entities with fixed statuses: order, job, commodity, contact, accountingTransaction) [schemas/entity.schema.json#/allOf/5/then/not]`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := validate(t, "-- reference/entities/state.yaml --\n"+strings.Replace(stateEntity, tt.from, tt.to, 1))
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}
