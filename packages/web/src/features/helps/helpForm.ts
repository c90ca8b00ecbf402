import type { HelpFormInput, HelpView } from '@guiche/shared';

export const NEW_HELP_VALUES: HelpFormInput = { title: '', description: '', video: '' };

/** The settings tab Ajuda's dialog holds a help as POST/PUT /helps take it (title, description, video code). */
export function helpValuesOf(help: HelpView): HelpFormInput {
  return { title: help.title, description: help.description, video: help.video };
}
