import { useCallback, useRef } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  useFormContext,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_NAMES, type PlaceholderName } from '@guiche/shared';

/**
 * The placeholders of a text the bot sends before any attendant holds the ticket (greetings, out-of-hours texts,
 * most chatbot options): {{userName}} would be filled with nothing there.
 */
export const BEFORE_ATTENDANT: readonly PlaceholderName[] = PLACEHOLDER_NAMES.filter((name) => name !== 'userName');

const placeholderToken = (name: PlaceholderName) => `{{${name}}}`;

/** A selection in a text field, in the DOM's UTF-16 offsets. */
interface Selection {
  start: number;
  end: number;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * `text` with `token` written over `selection`, or appended after a space when there is none. A space keeps the
 * token off a word it would touch ('Olá{{name}}' reads as one word in the editor). Also where the caret goes next.
 */
function withToken(text: string, token: string, selection: Selection | null): { text: string; caret: number } {
  if (!selection) {
    const head = text && !/\s$/.test(text) ? `${text} ` : text;
    return { text: head + token, caret: head.length + token.length };
  }
  const head = text.slice(0, selection.start);
  const tail = text.slice(selection.end);
  const lead = WORD_CHARACTER.test(head.slice(-1)) ? ' ' : '';
  const trail = WORD_CHARACTER.test(tail.charAt(0)) ? ' ' : '';
  const inserted = lead + token + trail;
  return { text: head + inserted + tail, caret: head.length + inserted.length };
}

type TextInput = HTMLInputElement | HTMLTextAreaElement;

/** The text a row of chips writes into. */
export interface PlaceholderTarget {
  read(): string;
  /** Stores the new text as typing would. */
  write(text: string): void;
}

export interface PlaceholderInsert {
  /** The text field's `inputRef`: with it a token lands at the caret and the caret then follows the token. */
  inputRef(element: TextInput | null): (() => void) | undefined;
  insert(token: string): void;
}

/**
 * Inserts placeholders into one text field: at the caret (over the selection) once the field has been focused, the
 * field keeping both while a chip is clicked; otherwise, or without the field's input, at the end of the text.
 */
export function usePlaceholderInsert(target: PlaceholderTarget): PlaceholderInsert {
  const element = useRef<TextInput | null>(null);
  const caretPlaced = useRef(false);
  // Stable, so React attaches the focus listener once per mounted input, not at every render.
  const inputRef = useCallback((node: TextInput | null) => {
    element.current = node;
    if (!node) return undefined;
    const placed = () => {
      caretPlaced.current = true;
    };
    node.addEventListener('focus', placed);
    return () => {
      node.removeEventListener('focus', placed);
      element.current = null;
      caretPlaced.current = false;
    };
  }, []);

  const insert = (token: string) => {
    const node = element.current;
    const start = node && caretPlaced.current ? node.selectionStart : null;
    const selection = node && start !== null ? { start, end: node.selectionEnd ?? start } : null;
    const next = withToken(target.read(), token, selection);
    target.write(next.text);
    if (!node) return;
    // A controlled field gets the text on its next render; written now, the caret can be placed at once, and React
    // leaves a value that already matches alone.
    if (node.value !== next.text) node.value = next.text;
    node.focus();
    node.setSelectionRange(next.caret, next.caret);
  };

  return { inputRef, insert };
}

type TextPath<T extends FieldValues> = FieldPathByValue<T, string | null | undefined>;
type PlaceholderForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'getValues' | 'setValue' | 'getFieldState'>;

/** `usePlaceholderInsert` for a react-hook-form text field; `form` defaults to the enclosing FormProvider's. */
export function useFormPlaceholderInsert<T extends FieldValues>(
  name: TextPath<T>,
  form?: PlaceholderForm<T>,
): PlaceholderInsert {
  const context = useFormContext<T>() as PlaceholderForm<T> | null;
  const { getValues, setValue, getFieldState } = (form ?? context) as PlaceholderForm<T>;
  return usePlaceholderInsert({
    read: () => String(getValues(name) ?? ''),
    write: (text) =>
      setValue(name, text as PathValue<T, TextPath<T>>, {
        shouldDirty: true,
        shouldTouch: true,
        // A message shown under the field goes once the inserted text settles it, as it would on typing.
        shouldValidate: getFieldState(name).invalid,
      }),
  });
}

interface PlaceholderChipsProps {
  /** The label of the field the chips write into, so a screen reader hears where a token goes. */
  fieldLabel: string;
  onInsert(token: string): void;
  /** The placeholders this text is filled with; all by default. */
  names?: readonly PlaceholderName[] | undefined;
  disabled?: boolean | undefined;
}

/** A row of chips, one per placeholder, each writing its token into the field it stands under. */
export function PlaceholderChips({ fieldLabel, onInsert, names = PLACEHOLDER_NAMES, disabled }: PlaceholderChipsProps) {
  const { t } = useTranslation();
  return (
    <Box role="group" aria-label={t('messagePlaceholders.group', { field: fieldLabel })}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {t('messagePlaceholders.caption')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {names.map((name) => {
          const token = placeholderToken(name);
          const label = t(`messagePlaceholders.names.${name}`);
          return (
            <Tooltip key={name} title={token} describeChild>
              <Chip
                size="small"
                variant="outlined"
                label={label}
                disabled={disabled}
                aria-label={t('messagePlaceholders.insert', { label, token })}
                // The text field keeps the focus, and with it the caret the token goes to.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onInsert(token)}
              />
            </Tooltip>
          );
        })}
      </Box>
    </Box>
  );
}
