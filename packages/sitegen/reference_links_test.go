package sitegen_test

import (
	"strings"
	"testing"
)

// sidebarsWithAllGenerated lists the pages generated from all three kinds
// of reference data in the developer sidebar.
const sidebarsWithAllGenerated = sidebarsWithGenerated + "    - generated: entities\n"

// badgeComponent is a valid component reference file whose first prop's
// description (line 10) a case replaces.
const badgeComponent = `slug: badge
component: badge
title: Badge
category: data-display
description: A badge shows a short value as a coloured pill, such as an order status, a hazmat flag or a count.
props:
  - name: value
    type: string
    required: true
    description: The text shown.
  - name: tone
    type: string
    required: false
    default: neutral
    description: The colour of the pill.
example: |
  component: badge
  props:
    value: x
`

// aiTasks is a valid workflow task reference file.
const aiTasks = `slug: ai
title: AI
group: Ai
description: AI tasks turn documents that arrive as PDFs, scans or photos into data that later steps can use.
tasks:
  - name: Ai/Extract@1
    summary: Extracts the fields you describe from a document.
    inputs: []
    outputs: []
    errors:
      - code: Unreadable
        description: The document could not be read.
    example: |
      task: Ai/Extract@1
      name: extract
`

// TestReferenceLinkPositions: a link in a page generated from reference
// data is reported where its text is written in the YAML file, in every
// scalar style and whichever part of the page it lands in, and a link the
// page builds from a value (an entity's reference field) at that value.
func TestReferenceLinkPositions(t *testing.T) {
	const badge = "content/reference/components/badge.yaml"
	const description = "    description: The text shown.\n"
	tests := []struct {
		name string
		// In badgeComponent, from is replaced by to.
		from, to string
		// files are more files, laid over the tree with the badge.
		files string
		want  []string
	}{
		{
			name: "plain scalar",
			from: description, to: "    description: The text shown; see [the guide](/docs/nowhere).\n",
			want: []string{badge + `:10:39: broken link "/docs/nowhere": no such route /docs/nowhere`},
		},
		{
			name: "plain scalar with a pipe before the link, escaped in the table cell",
			from: description, to: "    description: a | b, see [x](/docs/nowhere).\n",
			want: []string{badge + `:10:30: broken link "/docs/nowhere": no such route /docs/nowhere`},
		},
		{
			name: "plain scalar over two lines",
			from: description, to: "    description: The text\n      shown, see [x](/docs/nowhere).\n",
			want: []string{badge + `:11:19: broken link "/docs/nowhere": no such route /docs/nowhere`},
		},
		{
			name: "double-quoted scalar with escapes",
			from: description, to: `    description: "Say \"hi\" to [x](/docs/nowhere)."` + "\n",
			want: []string{badge + `:10:34: broken link "/docs/nowhere": no such route /docs/nowhere`},
		},
		{
			name: "single-quoted scalar with an escaped quote",
			from: description, to: "    description: 'The badge''s [x](/docs/nowhere).'\n",
			want: []string{badge + `:10:33: broken link "/docs/nowhere": no such route /docs/nowhere`},
		},
		{
			name: "literal block scalar",
			from: description, to: "    description: |\n      First line.\n      See [x](/docs/nowhere).\n",
			want: []string{badge + `:12:12: broken link "/docs/nowhere": no such route /docs/nowhere`},
		},
		{
			name: "folded block scalar with strip chomping",
			from: description, to: "    description: >-\n      The text\n      shown in [x](/docs/nowhere).\n",
			want: []string{badge + `:12:17: broken link "/docs/nowhere": no such route /docs/nowhere`},
		},
		{
			name: "same missing route in two fields: two errors at their own places",
			from: description, to: "    description: See [x](/docs/gone).\n",
			files: `
-- reference/components/text.yaml --
` + strings.Replace(strings.Replace(strings.Replace(strings.Replace(badgeComponent, "slug: badge", "slug: text", 1), "component: badge", "component: text", 1), "title: Badge", "title: Text", 1),
				"    description: The colour of the pill.\n", "    description: >\n      The colour, as [y](/docs/gone).\n", 1),
			want: []string{
				badge + `:10:23: broken link "/docs/gone": no such route /docs/gone`,
				`content/reference/components/text.yaml:16:23: broken link "/docs/gone": no such route /docs/gone`,
			},
		},
		{
			name: "same missing route twice in one file",
			from: "    description: The colour of the pill.\n", to: "    description: Like [value](/docs/gone) and\n      [value](/docs/gone).\n",
			want: []string{
				badge + `:15:24: broken link "/docs/gone": no such route /docs/gone`,
				badge + `:16:8: broken link "/docs/gone": no such route /docs/gone`,
			},
		},
		{
			name: "anchor missing on the target page and on the page itself",
			from: description, to: "    description: See [setup](/docs/guide/setup#nope), [props](#props) and [x](#nope).\n",
			want: []string{
				badge + `:10:23: broken link "/docs/guide/setup#nope": no such anchor #nope on /docs/guide/setup`,
				badge + `:10:76: broken link "#nope": no such anchor #nope on /docs/development/app-modules/components/badge-component`,
			},
		},
		{
			name: "relative links resolve from the YAML file's folder",
			from: description, to: "    description: See [setup](../../docs/guide/setup.md#install) and [x](../foo.md).\n",
			want: []string{badge + `:10:70: link "../foo.md": no such file content/reference/foo.md`},
		},
		{
			name: "link in the page description",
			from: "description: A badge shows", to: "description: A [badge](/docs/nowhere) shows",
			want: []string{badge + `:5:17: broken link "/docs/nowhere": no such route /docs/nowhere`},
		},
		{
			name: "link in the notes",
			from: "example: |\n", to: "notes: |\n  Colours follow the theme.\n\n  See [themes](/docs/themes).\nexample: |\n",
			want: []string{badge + `:19:8: broken link "/docs/themes": no such route /docs/themes`},
		},
		{
			name: "links in a workflow task's summary and error description",
			files: `
-- reference/workflow-tasks/ai.yaml --
` + strings.NewReplacer(
				"    summary: Extracts", "    summary: \"[Extracts](/docs/x)",
				" from a document.\n", " from a document.\"\n",
				"        description: The document could not be read.\n", "        description: The document could not be [read](/docs/y).\n",
			).Replace(aiTasks),
			want: []string{
				`content/reference/workflow-tasks/ai.yaml:7:16: broken link "/docs/x": no such route /docs/x`,
				`content/reference/workflow-tasks/ai.yaml:12:49: broken link "/docs/y": no such route /docs/y`,
			},
		},
		{
			name: "an entity's reference field names an entity with no page: at the name",
			files: `
-- reference/entities/state.yaml --
` + stateEntity,
			want: []string{`content/reference/entities/state.yaml:13:13: broken link "/docs/development/entities/country": no such route /docs/development/entities/country`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !strings.Contains(badgeComponent, tt.from) {
				t.Fatalf("%q is not in badgeComponent", tt.from)
			}
			archive := sidebarsWithAllGenerated + "-- reference/components/badge.yaml --\n" + strings.Replace(badgeComponent, tt.from, tt.to, 1) + tt.files
			if !strings.Contains(archive, "reference/entities/") {
				archive = strings.Replace(archive, "    - generated: entities\n", "", 1)
			}
			if !strings.Contains(archive, "reference/workflow-tasks/") {
				archive = strings.Replace(archive, "    - generated: workflow-tasks\n", "", 1)
			}
			_, got := generate(t, archive)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}
