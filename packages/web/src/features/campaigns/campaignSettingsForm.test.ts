import { describe, expect, it } from 'vitest';
import { settingsOf, variableTokens, withVariable } from './campaignSettingsForm';

describe('campaign settings form', () => {
  it('decodes the JSON values, with the spec defaults for what is missing or unreadable', () => {
    expect(settingsOf([])).toEqual({
      messageInterval: 20,
      longerIntervalAfter: 20,
      greaterInterval: 60,
      variables: [],
    });
    const records = [
      { key: 'messageInterval', value: '5' },
      { key: 'greaterInterval', value: 'not json' },
      { key: 'variables', value: JSON.stringify([{ key: 'cupom', value: 'NATAL10' }]) },
    ] as const;
    expect(settingsOf(records)).toEqual({
      messageInterval: 5,
      longerIntervalAfter: 20,
      greaterInterval: 60,
      variables: [{ key: 'cupom', value: 'NATAL10' }],
    });
  });

  it('adds a variable only when its shortcut is new (spec 3 §5)', () => {
    const variables = [{ key: 'cupom', value: 'A' }];
    expect(withVariable(variables, { key: ' loja ', value: 'Centro' })).toEqual([
      ...variables,
      { key: 'loja', value: 'Centro' },
    ]);
    expect(withVariable(variables, { key: 'cupom', value: 'B' })).toBeNull();
    expect(withVariable(variables, { key: '  ', value: 'B' })).toBeNull();
  });

  it('offers the recipient fields, then the custom variables', () => {
    expect(variableTokens([{ key: 'cupom', value: 'A' }])).toEqual(['{nome}', '{numero}', '{email}', '{cupom}']);
  });
});
