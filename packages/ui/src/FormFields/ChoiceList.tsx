import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormControlGroup } from './FormControl';
import styles from './FormFields.module.css';

/** One box or radio of a group. */
export interface ChoiceOption {
  /** What the form posts under the group's name when it is chosen. */
  value: string;
  /** The option's label. */
  label: ReactNode;
  /** Help beside the option, which describes it. */
  hint?: ReactNode;
  /** Makes this one option unavailable. */
  disabled?: boolean;
}

interface ChoiceListProps {
  type: 'checkbox' | 'radio';
  options: ChoiceOption[];
  /** Each option's state and change handler. */
  inputProps: (option: ChoiceOption) => InputHTMLAttributes<HTMLInputElement>;
}

/**
 * The boxes or radios of a fieldset FormControl, posted under its name. The first carries the group's id, so an
 * error summary link lands on it; each is invalid while the group is.
 */
export function ChoiceList({ type, options, inputProps }: ChoiceListProps) {
  const { id, name, invalid } = useFormControlGroup();
  return (
    <div className={styles.choices}>
      {options.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${option.value}`;
        return (
          <div key={option.value} className={styles.choice}>
            <input
              className={styles.box}
              type={type}
              id={optionId}
              name={name}
              value={option.value}
              disabled={option.disabled}
              aria-invalid={invalid || undefined}
              aria-describedby={option.hint ? `${optionId}-hint` : undefined}
              {...inputProps(option)}
            />
            <label className={styles.choiceLabel} htmlFor={optionId}>
              {option.label}
            </label>
            {option.hint ? (
              <p className={`${styles.hint} ${styles.choiceHint}`} id={`${optionId}-hint`}>
                {option.hint}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
