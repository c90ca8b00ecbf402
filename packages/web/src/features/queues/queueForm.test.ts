import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_HOURS, QUEUE_COLORS, type Queue } from '@guiche/shared';
import { firstFreeColor, formValuesOf, queueFieldOf, queueFormSchema, queuePayload, takenColors } from './queueForm';

const queue: Queue = {
  id: 4,
  companyId: 1,
  name: 'Vendas',
  color: '#b80000',
  greetingMessage: 'Olá!',
  outOfHoursMessage: '',
  orderQueue: 1,
  ativarRoteador: true,
  tempoRoteador: 15,
  integrationId: null,
  fileListId: null,
  promptId: null,
  closeTicket: false,
  schedules: [],
};

describe('queue colours', () => {
  it("lists the other queues' colours and starts a new queue on the first free one", () => {
    const taken = takenColors([queue, { ...queue, id: 5, name: 'Suporte', color: QUEUE_COLORS[1] }], 4);
    expect([...taken]).toEqual([[QUEUE_COLORS[1], 'Suporte']]);
    expect(firstFreeColor(takenColors([queue], null))).toBe(QUEUE_COLORS[1]);
  });
});

describe('formValuesOf / queuePayload', () => {
  it('opens a saved queue with a full week and sends empty messages as null', () => {
    const values = formValuesOf({ ...queue, chatbots: [] }, '#000000');
    expect(values.schedules).toEqual(DEFAULT_SERVICE_HOURS);
    expect(values).toMatchObject({ color: '#b80000', tempoRoteador: 15, outOfHoursMessage: '' });
    const payload = queuePayload({ ...values, name: 'Vendas', color: '#b80000', schedules: DEFAULT_SERVICE_HOURS }, []);
    expect(payload).toMatchObject({ greetingMessage: 'Olá!', outOfHoursMessage: null, chatbots: [] });
  });

  it('gives a new queue the free colour and no rotation time', () => {
    expect(formValuesOf(null, '#DB3E00')).toMatchObject({
      name: '',
      color: '#DB3E00',
      tempoRoteador: 0,
      orderQueue: null,
    });
  });
});

describe('queueFormSchema', () => {
  it('takes a closed day and a single shift, and refuses an end before its start on that end', () => {
    const [monday, tuesday] = DEFAULT_SERVICE_HOURS;
    const closed = { ...monday!, startTimeA: '', endTimeA: '', startTimeB: '', endTimeB: '' };
    const oneShift = { ...tuesday!, startTimeB: '', endTimeB: '' };
    const form = { name: 'Vendas', color: '#b80000', schedules: [closed, oneShift] };
    expect(queueFormSchema.safeParse(form).success).toBe(true);
    const inverted = { ...form, schedules: [closed, { ...oneShift, endTimeA: '07:00' }] };
    expect(queueFormSchema.safeParse(inverted).error?.issues).toMatchObject([
      { path: ['schedules', 1, 'endTimeA'], message: 'validation.shiftEndBeforeStart' },
    ]);
  });
});

describe('queueFieldOf', () => {
  it('names the form field of a server path', () => {
    expect(queueFieldOf('schedules.2.startTimeA')).toBe('schedules');
    expect(queueFieldOf('color')).toBe('color');
    expect(queueFieldOf('chatbots.0.name')).toBeNull();
  });
});
