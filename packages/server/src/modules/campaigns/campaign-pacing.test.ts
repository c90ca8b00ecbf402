import { describe, expect, it } from 'vitest';
import { SendPacer } from './campaign-pacing.js';
import { renderCampaignText } from './campaign-text.js';

const START = new Date('2026-03-02T12:00:00Z');
const seconds = (date: Date) => (date.getTime() - START.getTime()) / 1000;

describe('campaign pacing', () => {
  it('takes the connections in turn, each pausing a random share of messageInterval and greaterInterval after every longerIntervalAfter sends', () => {
    const draws = [0.5, 1, 0, 0.25, 0.5, 1, 0, 0.25];
    let draw = 0;
    const pacer = new SendPacer(
      [7, 9],
      { messageInterval: 20, longerIntervalAfter: 2, greaterInterval: 60 },
      START,
      () => draws[draw++ % draws.length] ?? 0,
    );
    const plan = Array.from({ length: 8 }, () => pacer.next());
    expect(plan.map((send) => send.whatsappId)).toEqual([7, 9, 7, 9, 7, 9, 7, 9]);
    // Connection 7 draws 0.5, 0, 0.5, 0 (10 s, 0 s, …) and pauses 60 s more after its 2nd and 4th sends.
    expect(plan.filter((send) => send.whatsappId === 7).map((send) => seconds(send.dueAt))).toEqual([0, 10, 70, 80]);
    // Connection 9 draws 1, 0.25, 1, 0.25 (20 s, 5 s).
    expect(plan.filter((send) => send.whatsappId === 9).map((send) => seconds(send.dueAt))).toEqual([0, 20, 85, 105]);
  });

  it('with every pause at 0 sends everything at once', () => {
    const pacer = new SendPacer([1], { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 60 }, START);
    expect(Array.from({ length: 5 }, () => seconds(pacer.next().dueAt))).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('campaign text', () => {
  it('fills {nome}, {numero}, {email}, spreadsheet columns, custom variables and the shared {{placeholders}}', () => {
    const text = renderCampaignText(
      '{{ms}}, {nome}! {cupom} vale em {cidade}. Fale com {{connection}} ({numero}, {email}) {desconhecida}',
      {
        name: 'Ana Souza',
        number: '5511911110001',
        email: null,
        variables: { cidade: 'Recife' },
        companyVariables: [{ key: 'cupom', value: 'BEMVINDO10' }],
        connectionName: 'Loja',
        now: new Date('2026-03-02T12:00:00Z'),
        timeZone: 'America/Sao_Paulo',
      },
    );
    expect(text).toBe('Bom dia, Ana Souza! BEMVINDO10 vale em Recife. Fale com Loja (5511911110001, ) {desconhecida}');
  });
});
