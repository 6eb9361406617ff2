// Form fields, the FormControl they are built on, and the error summary, for the demo request.
export {
  TextField,
  EmailField,
  Textarea,
  Select,
  Checkbox,
  CheckboxGroup,
  RadioGroup,
  SubmitButton,
  FormControl,
  useFormControlForwardedProps,
} from './FormFields';
export type {
  FormControlProps,
  FormControlLabelProps,
  FormControlCaptionProps,
  FormControlValidationProps,
  TextFieldProps,
  EmailFieldProps,
  TextareaProps,
  SelectProps,
  SelectOption,
  CheckboxProps,
  CheckboxGroupProps,
  CheckboxGroupOption,
  RadioGroupProps,
  RadioGroupOption,
  SubmitButtonProps,
  FieldBaseProps,
} from './FormFields';
export { FormErrorSummary } from './FormErrorSummary';
export type { FormErrorSummaryProps, FormError } from './FormErrorSummary';
