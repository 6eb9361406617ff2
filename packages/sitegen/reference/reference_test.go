package reference_test

import (
	"reflect"
	"testing"

	"github.com/freightlane/website/packages/sitegen/reference"
)

func TestEntity(t *testing.T) {
	page := reference.Entity("order", map[string]any{
		"name":        "order",
		"title":       "Order",
		"description": "An order is a customer's request to move goods. It has lines.\n",
		"fields": []any{
			map[string]any{"name": "orderId", "type": "integer", "required": true, "description": "The id."},
			map[string]any{"name": "status", "type": "string", "values": []any{"Draft", "Booked"}, "description": "Where | it is."},
			map[string]any{"name": "customerId", "type": "integer", "entity": "contact", "description": "Who\nordered."},
		},
		"relationships": []any{map[string]any{"entity": "contact", "kind": "many-to-one", "via": "customerId", "description": "The customer."}},
		"statuses":      []any{map[string]any{"value": "Draft", "description": "Being written."}},
		"example":       map[string]any{"orderId": int64(1), "status": "Draft", "lines": []any{map[string]any{"qty": int64(2)}}},
		"notes":         "Some *notes*.",
	})
	want := "An order is a customer's request to move goods. It has lines.\n\n" +
		"In workflow and app module YAML this entity is named `Order`.\n\n" +
		"## Fields\n\n" +
		":::fields\n" +
		"- `orderId` *integer* **Required**\n\n  The id.\n\n" +
		"- `status` *string* `Draft` `Booked`\n\n  Where | it is.\n\n" +
		"- `customerId` *integer* → [contact](/docs/development/entities/contact)\n\n  Who ordered.\n\n" +
		":::\n\n" +
		"## Relationships\n\n" +
		"| Entity | Kind | Through | Description |\n|---|---|---|---|\n" +
		"| [contact](/docs/development/entities/contact) | many-to-one | `customerId` | The customer. |\n\n" +
		"## Statuses and transitions {#statuses}\n\n::state-machine{entity=order}\n\n" +
		// A map example is written with sorted keys (the YAML map's order is
		// not kept).
		"## Example\n\n```yaml\nlines:\n  - qty: 2\norderId: 1\nstatus: Draft\n```\n\n" +
		"## Notes\n\nSome *notes*.\n"
	if page.Markdown != want {
		t.Errorf("Markdown:\n%s\nwant:\n%s", page.Markdown, want)
	}
	if page.Title != "Order" || page.Description != "An order is a customer's request to move goods." {
		t.Errorf("Title, Description = %q, %q", page.Title, page.Description)
	}
}

func TestEntityMinimal(t *testing.T) {
	page := reference.Entity("city", map[string]any{"title": "City", "description": "A city.", "fields": []any{}})
	want := "A city.\n\nIn workflow and app module YAML this entity is named `City`.\n\n"
	if page.Markdown != want {
		t.Errorf("Markdown:\n%q\nwant:\n%q", page.Markdown, want)
	}
}

func TestWorkflowTask(t *testing.T) {
	page := reference.WorkflowTask("order", map[string]any{
		"title":       "Order",
		"description": "Order tasks. More.",
		"tasks": []any{
			map[string]any{
				"name": "Order/Get@1", "summary": "Gets an order.",
				"inputs": []any{
					map[string]any{"name": "orderId", "type": "integer", "required": true, "description": "Which."},
					map[string]any{"name": "include", "type": "array", "required": false, "default": "[]", "description": "What `else`."},
				},
				"outputs": []any{map[string]any{"name": "order", "type": "object", "description": "The order.", "fields": []any{
					map[string]any{"name": "orderId", "type": "integer", "required": true, "description": "Its id."},
				}}},
				"errors":  []any{map[string]any{"code": "NotFound", "description": "No order."}},
				"example": "task: Order/Get@1\ninputs:\n  orderId: 1\n",
			},
			map[string]any{"name": "Order/Delete@1", "summary": "Deletes.", "inputs": []any{}, "outputs": []any{}, "errors": []any{}, "example": "task: Order/Delete@1\n"},
		},
	})
	want := "Order tasks. More.\n\n" +
		"## Order/Get@1 {#order-get-v1}\n\nGets an order.\n\n" +
		"### Inputs\n\n:::fields\n" +
		"- `orderId` *integer* **Required**\n\n  Which.\n\n" +
		"- `include` *array* default `[]`\n\n  What `else`.\n\n" +
		":::\n\n" +
		// Outputs are always there: no Required badge, and no default.
		"### Outputs\n\n:::fields\n- `order` *object*\n\n  The order.\n\n" +
		"  - `orderId` *integer*\n\n    Its id.\n\n" +
		":::\n\n" +
		"### Errors\n\n| Code | When |\n|---|---|\n| `NotFound` | No order. |\n\n" +
		"### Example\n\n```yaml\ntask: Order/Get@1\ninputs:\n  orderId: 1\n```\n\n" +
		"## Order/Delete@1 {#order-delete-v1}\n\nDeletes.\n\n" +
		"### Example\n\n```yaml\ntask: Order/Delete@1\n```\n\n"
	if page.Markdown != want {
		t.Errorf("Markdown:\n%s\nwant:\n%s", page.Markdown, want)
	}
	if page.Title != "Order" || page.Description != "Order tasks." {
		t.Errorf("Title, Description = %q, %q", page.Title, page.Description)
	}
}

func TestComponent(t *testing.T) {
	page := reference.Component("badge", map[string]any{
		"title": "Badge", "component": "badge", "description": "A badge shows a value.",
		"props": []any{
			map[string]any{"name": "value", "type": "string", "required": true, "description": "Text."},
			map[string]any{"name": "color", "type": "string", "required": false, "default": "neutral", "description": "`a` | `b`"},
		},
		"events":  []any{map[string]any{"name": "onClick", "payload": "{ value: string }", "description": "Clicked."}},
		"example": "component: badge\nprops:\n  value: x\n",
		"notes":   "Note.",
	})
	want := "A badge shows a value.\n\nIn an app module, place it with `component: badge`.\n\n" +
		"## Props\n\n:::fields\n" +
		"- `value` *string* **Required**\n\n  Text.\n\n" +
		"- `color` *string* default `neutral`\n\n  `a` | `b`\n\n" +
		":::\n\n" +
		"## Events\n\n:::fields\n- `onClick` *payload* `{ value: string }`\n\n  Clicked.\n\n:::\n\n" +
		"## Example\n\n```yaml\ncomponent: badge\nprops:\n  value: x\n```\n\n" +
		"## Notes\n\nNote.\n"
	if page.Markdown != want {
		t.Errorf("Markdown:\n%s\nwant:\n%s", page.Markdown, want)
	}
}

func TestFolders(t *testing.T) {
	var got []string
	for _, f := range reference.Folders {
		got = append(got, f.Name+" "+f.IDPrefix+"x"+f.IDSuffix)
	}
	want := []string{
		"entities development/entities/x",
		"workflow-tasks development/workflows/tasks/x",
		"components development/app-modules/components/x-component",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Folders = %q, want %q", got, want)
	}
	if got := reference.SortedKeys(map[string]int{"b": 1, "a": 2, "c": 3}); !reflect.DeepEqual(got, []string{"a", "b", "c"}) {
		t.Errorf("SortedKeys = %q", got)
	}
}
