import type { ReactNode } from 'react';
import './FieldList.css';

/** One field of a record, a task's input or output, or a component's prop. */
export interface FieldListField {
  name: string;
  /** The field's type, e.g. "string", or "reference" with a link to the entity. */
  type: ReactNode;
  required?: boolean;
  /** An enum's values, listed after the type. */
  values?: string[];
  /** The value used when none is given. */
  defaultValue?: string;
  description?: ReactNode;
  /** The field's own fields (an object's), indented under it. */
  fields?: FieldListField[];
}

export interface FieldListProps {
  /** The fields in order; a field with `fields` of its own lists them indented under it. */
  fields: FieldListField[];
  /**
   * The badge of a required field.
   * @default "Required"
   */
  requiredLabel?: string;
  /**
   * The words before a default value.
   * @default "default"
   */
  defaultLabel?: string;
  /** Extra class on the list, e.g. for a narrower column. */
  className?: string;
}

/**
 * Reference data as a list rather than a table: each field's name, type,
 * values, Required badge and default on one line that wraps, its description
 * below and its own fields indented. The docs' Markdown renderer writes the
 * same markup for a ":::fields" block, so generated reference pages and this
 * component share one set of styles.
 *
 * **When to use** For reference data with nested fields (an entity, a task's
 * inputs), where a table would be too wide on phones.
 *
 * **Parts** One entry per field: name, type, enum values, "Required" badge,
 * default, description, and nested fields indented.
 *
 * **Accessibility** A nested `<ul>`, so screen readers say how many fields a
 * level has; "Required" and the default are text, not colour alone.
 */
export function FieldList({ fields, requiredLabel = 'Required', defaultLabel = 'default', className }: FieldListProps) {
  return (
    <div className={className ? `field-list ${className}` : 'field-list'} data-component="FieldList">
      <Fields fields={fields} requiredLabel={requiredLabel} defaultLabel={defaultLabel} />
    </div>
  );
}

function Fields({ fields, requiredLabel, defaultLabel }: { fields: FieldListField[]; requiredLabel: string; defaultLabel: string }) {
  return (
    <ul>
      {fields.map((field) => (
        <li key={field.name}>
          <p>
            <code>{field.name}</code> <em>{field.type}</em>
            {field.values?.map((value) => (
              <code key={value}>{value}</code>
            ))}
            {field.required ? <strong>{requiredLabel}</strong> : null}
            {field.defaultValue !== undefined ? (
              <>
                {' '}
                {defaultLabel} <code>{field.defaultValue}</code>
              </>
            ) : null}
          </p>
          {field.description ? <p>{field.description}</p> : null}
          {field.fields?.length ? <Fields fields={field.fields} requiredLabel={requiredLabel} defaultLabel={defaultLabel} /> : null}
        </li>
      ))}
    </ul>
  );
}
