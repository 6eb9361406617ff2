import { Children, createContext, isValidElement, useContext, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import styles from './FormFields.module.css';

/** What a control and the parts around it share: who the control is and what describes it. */
interface FormControlContextValue {
  id: string;
  name: string;
  required: boolean;
  disabled: boolean;
  invalid: boolean;
  /** The ids of the caption (when there is one) and the validation message. */
  describedBy: string;
  layout: 'vertical' | 'horizontal';
  group: boolean;
}

const FormControlContext = createContext<FormControlContextValue | null>(null);

function useFormControlContext(part: string): FormControlContextValue {
  const context = useContext(FormControlContext);
  if (!context) throw new Error(`${part} must be inside a <FormControl>: it takes its control's id from there`);
  return context;
}

/**
 * The props a control takes from its `FormControl`: its id and name, `required` and `disabled`, `aria-invalid` while the
 * validation has a message, and `aria-describedby` naming the caption and the validation message. Spread them on
 * a native `<input>`, `<select>` or `<textarea>` (or a custom control) rendered inside a `FormControl`.
 */
export function useFormControlForwardedProps() {
  const { id, name, required, disabled, invalid, describedBy } = useFormControlContext('useFormControlForwardedProps');
  return { id, name, required, disabled, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
}

/** The group's name, id and state, for the boxes of a fieldset `FormControl` (they carry no caption of the group's). */
export function useFormControlGroup() {
  const { id, name, invalid } = useFormControlContext('A choice list');
  return { id, name, invalid };
}

export interface FormControlProps extends Omit<HTMLAttributes<HTMLElement>, 'id' | 'children'> {
  /** The control's id (with `as="fieldset"`, the first control's): the label points at it, the caption and validation ids start with it. */
  id: string;
  /** The control's name in the form post: the validation message is marked `data-error-for` it, for a server that fills it. */
  name: string;
  /**
   * Marks the control required: the control's `required` attribute and the label's required marker.
   * @default false
   */
  required?: boolean;
  /**
   * Disables the control (with `as="fieldset"`, the whole group).
   * @default false
   */
  disabled?: boolean;
  /**
   * `vertical`: label, caption, control, validation, one under the other. `horizontal`: the control, then its
   * label and caption beside it, as for a checkbox.
   * @default "vertical"
   */
  layout?: 'vertical' | 'horizontal';
  /**
   * `fieldset` groups several controls (checkboxes, radios) under the label as its legend; the group is described by
   * the caption and the validation message.
   * @default "div"
   */
  as?: 'div' | 'fieldset';
  /** The parts (`FormControl.Label`, `FormControl.Caption`, `FormControl.Validation`) and the control, in any order. */
  children: ReactNode;
}

export interface FormControlLabelProps {
  /** The label text, also the control's accessible name. */
  children: ReactNode;
  /**
   * Shown after the label of a required control (hidden from screen readers, which hear "required").
   * @default "*"
   */
  requiredMarker?: ReactNode;
  /** Shown after the label of an optional control, e.g. "(optional)". */
  optionalMarker?: ReactNode;
}

/**
 * The control's label: a `<label>` pointing at it, or the `<legend>` of a fieldset `FormControl`, followed by the
 * required marker (hidden from screen readers) or the optional marker.
 *
 * **When to use** Once in every `FormControl`.
 *
 * **Parts** The label text and a marker.
 *
 * **Accessibility** Names the control (or the group); the required marker is `aria-hidden`, as the control says
 * "required" itself.
 */
function FormControlLabel({ children, requiredMarker = '*', optionalMarker }: FormControlLabelProps) {
  const { id, required, layout, group } = useFormControlContext('FormControl.Label');
  const text = (
    <>
      {children}
      {required ? (
        <span className={styles.required} aria-hidden="true" data-part="required">
          {' '}
          {requiredMarker}
        </span>
      ) : optionalMarker ? (
        <>
          {' '}
          <span className={styles.optional}>{optionalMarker}</span>
        </>
      ) : null}
    </>
  );
  if (group) return <legend className={styles.label}>{text}</legend>;
  return (
    <label className={layout === 'horizontal' ? styles.choiceLabel : styles.label} htmlFor={id}>
      {text}
    </label>
  );
}

export interface FormControlCaptionProps {
  /** The help text; none (empty) renders nothing and describes nothing. */
  children?: ReactNode;
}

/**
 * Help for the control, under its label (beside it in the horizontal layout).
 *
 * **When to use** When the reader needs to know more than the label says: a format, what happens with the value.
 *
 * **Parts** One paragraph.
 *
 * **Accessibility** The control's `aria-describedby` names it, so a screen reader reads it after the label.
 */
function FormControlCaption({ children }: FormControlCaptionProps) {
  const { id, layout } = useFormControlContext('FormControl.Caption');
  if (!children) return null;
  return (
    <p className={layout === 'horizontal' ? `${styles.hint} ${styles.choiceHint}` : styles.hint} id={`${id}-hint`} data-part="hint">
      {children}
    </p>
  );
}

export interface FormControlValidationProps {
  /** The error message; none (empty) while the control is valid. */
  children?: string;
}

/**
 * The control's error message, in a slot that keeps its line when empty, so an error appearing or going moves no
 * field. The message element is always rendered (hidden when empty) so a server can fill it.
 *
 * **When to use** In every `FormControl` whose value can be wrong, with the message when it is.
 *
 * **Parts** The slot and the message, marked `data-error-for` the control's name.
 *
 * **Accessibility** While it has a message the control is `aria-invalid`; the control's `aria-describedby` always
 * names it, so a message a server adds after a submission is read too.
 */
function FormControlValidation({ children }: FormControlValidationProps) {
  const { id, name } = useFormControlContext('FormControl.Validation');
  return (
    <div className={styles.errorSlot} data-part="error-slot">
      <p className={styles.error} id={`${id}-error`} data-error-for={name} data-part="error" hidden={!children}>
        {children}
      </p>
    </div>
  );
}

type Slot = 'label' | 'caption' | 'validation';
const slotOf = new Map<unknown, Slot>([
  [FormControlLabel, 'label'],
  [FormControlCaption, 'caption'],
  [FormControlValidation, 'validation'],
]);

/** The parts among a FormControl's children, and the rest: the control. */
function sortChildren(children: ReactNode) {
  const slots: Partial<Record<Slot, ReactElement<{ children?: ReactNode }>>> = {};
  const control: ReactNode[] = [];
  for (const child of Children.toArray(children)) {
    const slot = isValidElement(child) ? slotOf.get(child.type) : undefined;
    if (slot) slots[slot] = child as ReactElement<{ children?: ReactNode }>;
    else control.push(child);
  }
  return { ...slots, control };
}

/**
 * One form control with its label, caption and validation message, which it lays out and ties to the control:
 * the control takes its id, `required`, `disabled`, `aria-invalid` and `aria-describedby` from the FormControl
 * (`useFormControlForwardedProps`), so every field says the same thing the same way.
 *
 * **When to use** Around any control a form posts. `TextField`, `EmailField`, `Textarea`, `Select`, `Checkbox`,
 * `CheckboxGroup` and `RadioGroup` are FormControls already; use one yourself for a control of your own.
 *
 * **Parts** `FormControl.Label`, `FormControl.Caption` (optional), the control, `FormControl.Validation`;
 * `as="fieldset"` makes the label the legend of a group of controls.
 *
 * **Accessibility** The label names the control; caption and validation message describe it by
 * `aria-describedby`; `aria-invalid` is set while the validation has a message; a fieldset's legend names the
 * group and the group is described instead.
 */
export function FormControl({
  id,
  name,
  required = false,
  disabled = false,
  layout = 'vertical',
  as = 'div',
  className,
  children,
  ...rest
}: FormControlProps) {
  const { label, caption, validation, control } = sortChildren(children);
  const hasCaption = Boolean(caption?.props.children);
  const group = as === 'fieldset';
  const context: FormControlContextValue = {
    id,
    name,
    required,
    disabled,
    invalid: Boolean(validation?.props.children),
    describedBy: hasCaption ? `${id}-hint ${id}-error` : `${id}-error`,
    layout,
    group,
  };
  const classes = [styles.field, group ? styles.fieldset : null, className].filter(Boolean).join(' ');
  const shared = { ...rest, className: classes, 'data-invalid': context.invalid ? '' : undefined };
  return (
    <FormControlContext.Provider value={context}>
      {group ? (
        <fieldset {...shared} aria-describedby={context.describedBy} disabled={disabled}>
          {label}
          {caption}
          {control}
          {validation}
        </fieldset>
      ) : layout === 'horizontal' ? (
        <div {...shared}>
          <div className={styles.choice}>
            {control}
            {label}
            {caption}
          </div>
          {validation}
        </div>
      ) : (
        <div {...shared}>
          {label}
          {caption}
          {control}
          {validation}
        </div>
      )}
    </FormControlContext.Provider>
  );
}

FormControl.Label = FormControlLabel;
FormControl.Caption = FormControlCaption;
FormControl.Validation = FormControlValidation;
