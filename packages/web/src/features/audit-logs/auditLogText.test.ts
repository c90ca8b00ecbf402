import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, AUDIT_SECRET_MASK, LANGUAGES } from '@guiche/shared';
import { en } from '../../i18n/locales/en';
import { es } from '../../i18n/locales/es';
import { ptBR } from '../../i18n/locales/pt-BR';
import { tr } from '../../i18n/locales/tr';
import { actionLabel, changeLines, entityLabel, fieldLabel, valueText } from './auditLogText';

const labels = ptBR.auditLogs;
const LOCALES = { 'pt-BR': ptBR, en, es, tr } as const;

describe('the audit page’s words', () => {
  it('has a label for every action and entity of the catalogue, in every language', () => {
    for (const language of LANGUAGES) {
      const words = LOCALES[language].auditLogs;
      for (const action of AUDIT_ACTIONS) expect(actionLabel(words, action), `${language} ${action}`).not.toBe(action);
      for (const type of AUDIT_ENTITY_TYPES)
        expect(entityLabel(words, { entityType: type, entityId: '' }), `${language} ${type}`).not.toBe(type);
    }
  });

  it('names actions, entities and fields, and falls back to what is stored for what it does not know', () => {
    expect(actionLabel(labels, 'contact.erased')).toBe('Dados do contato apagados');
    expect(actionLabel(labels, 'robot.danced')).toBe('robot.danced');
    expect(entityLabel(labels, { entityType: 'user', entityId: '42' })).toBe('Usuário #42');
    expect(entityLabel(labels, { entityType: 'setting', entityId: 'requiredTag' })).toBe('Configuração: requiredTag');
    expect(fieldLabel(labels, 'profile')).toBe('Perfil');
    expect(fieldLabel(labels, 'lgpdLink')).toBe('lgpdLink');
  });

  it('reads a change as old → new and a fact as its value', () => {
    expect(
      changeLines({ profile: { old: 'user', new: 'admin' }, name: { new: 'Ana' }, email: { old: 'a@b.c' }, rows: 3 }),
    ).toEqual([
      { kind: 'change', field: 'profile', old: 'user', new: 'admin', created: false, deleted: false },
      { kind: 'change', field: 'name', old: undefined, new: 'Ana', created: true, deleted: false },
      { kind: 'change', field: 'email', old: 'a@b.c', new: undefined, created: false, deleted: true },
      { kind: 'fact', field: 'rows', value: 3 },
    ]);
    expect(valueText(labels, 'password', AUDIT_SECRET_MASK)).toBe(`${AUDIT_SECRET_MASK} (oculto)`);
    expect(valueText(labels, 'searched', true)).toBe('Sim');
    expect(valueText(labels, 'queueIds', [])).toBe('—');
    expect(valueText(labels, 'resource', 'invoices')).toBe('Faturas');
  });
});
