/**
 * UI primitives of the mall (web/src/ui): the imperative toast / loading / message boxes rendered by
 * `<UiHost />`, and small accessible components. No UI library: everything here is light enough for the
 * messenger browser on cheap phones. Styles: web/src/styles/base.css, imported once by `UiHost`.
 *
 * File names: components are PascalCase (`UiHost.tsx`, as the web contract names it), other modules
 * kebab-case.
 *
 * Modules here have no import side effects (web/package.json `sideEffects` leaves src/ui/** out; checked by
 * side-effects.test.ts), so a screen's chunk carries only the primitives it uses, not all of this index.
 */
export { UiHost } from "./UiHost";
export { historyIndex, useReturn } from "./use-return";
export { toast, clearToast, isWideToast, TOAST_DURATION_MS, TOAST_WIDE_FROM_CHARS, type ToastOptions } from "./toast";
export { showLoading, hideLoading, resetLoading } from "./loading";
export {
  messageBox,
  alertBox,
  closeAllMessageBoxes,
  MODAL_Z_INDEX,
  FAILURE_SEVERITY,
  type AlertBoxOptions,
  type MessageBoxAction,
  type MessageBoxOptions,
} from "./message-box";
export { Dialog, type DialogAction, type DialogProps } from "./Dialog";
export { Picker, PICKER_ELDER_ITEM_HEIGHT, PICKER_ITEM_HEIGHT, PICKER_VISIBLE_COUNT, type PickerOption, type PickerProps } from "./Picker";
export { DatePicker, type DatePickerProps } from "./DatePicker";
export { Spinner, SPINNER_SIZE, type SpinnerProps } from "./Spinner";
export { Swipe, SWIPE_AUTOPLAY_MS, SWIPE_DURATION_MS, type SwipeProps } from "./Swipe";
export { InfiniteScroll, INFINITE_SCROLL_THROTTLE_MS, type InfiniteScrollProps } from "./InfiniteScroll";
export { TabBar, TABS } from "./TabBar";
export { Page, type PageProps } from "./Page";
export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from "./Button";
export { Field, useFieldIds, type FieldProps, type FieldControlProps, type FieldIds } from "./Field";
export { TextField, type TextFieldProps, type ControlledTextFieldProps, type UncontrolledTextFieldProps } from "./TextField";
export {
  SelectField,
  type SelectFieldProps,
  type SelectOption,
  type ControlledSelectFieldProps,
  type UncontrolledSelectFieldProps,
} from "./SelectField";
export { Tabs, type TabsProps, type TabItem } from "./Tabs";
export { Switch, type SwitchProps } from "./Switch";
export { Checkbox, type CheckboxProps } from "./Checkbox";
export { VisuallyHidden, type VisuallyHiddenProps } from "./VisuallyHidden";
export { Result, type ResultProps, type ResultKind, type ResultAction, type ResultActions } from "./Result";
export { Steps, type StepsProps, type StepItem } from "./Steps";
export { Timeline, type TimelineProps, type TimelineItem } from "./Timeline";
export { progressStatus, type ProgressStatus, type ProgressLabels } from "./progress";
export { Amount, YUAN_SIGN, type AmountProps } from "./Amount";
export { Masked, type MaskedProps } from "./Masked";
export { DataText, DataSentence, LocalTextView, fillWithData, DATA_LANG, type DataTextProps, type DataSentenceProps, type LocalTextViewProps } from "./DataText";
export { WholeNumbers } from "./WholeNumbers";
export { Cell, CellGroup, type CellProps, type CellGroupProps } from "./Cell";
export { EmptyState, type EmptyStateProps } from "./EmptyState";
export { ErrorState, type ErrorStateProps } from "./ErrorState";
export { installRootFontSize, rootFontSizeFor } from "./root-font-size";
export { useElderMode, isElderMode, setElderMode, ELDER_MODE_KEY, ELDER_CLASS } from "./elder-mode";
export { BRAND_RED, SPINNER_GREY, contrastRatio } from "./tokens";
