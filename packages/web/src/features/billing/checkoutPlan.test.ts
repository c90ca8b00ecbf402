import { describe, expect, it } from 'vitest';
import type { InvoiceView } from '@guiche/shared';
import { choicePrice, DEFAULT_PLAN_CHOICE, stepCounter, subscriptionInput } from './checkoutPlan';

const invoice = { id: 7, value: 149.9 } as InvoiceView;

describe('checkout plan', () => {
  it('prices the custom plan at 49 for 3 users and 3 connections, plus 11 per user and 20 per connection', () => {
    expect(choicePrice(invoice, { custom: true, users: 3, connections: 3 })).toBe(49);
    expect(choicePrice(invoice, { custom: true, users: 5, connections: 4 })).toBe(91);
    expect(choicePrice(invoice, DEFAULT_PLAN_CHOICE)).toBe(149.9);
  });

  it('never takes a counter below its minimum', () => {
    expect(stepCounter(3, -1, 3)).toBe(3);
    expect(stepCounter(4, -1, 3)).toBe(3);
    expect(stepCounter(3, 1, 3)).toBe(4);
  });

  it('sends the custom counters only for a custom plan', () => {
    const payer = { name: 'Ana Souza', document: '529.982.247-25' };
    expect(subscriptionInput(invoice, payer, DEFAULT_PLAN_CHOICE)).toEqual({
      invoiceId: 7,
      firstName: 'Ana Souza',
      zipcode: '529.982.247-25',
      price: 149.9,
      custom: false,
    });
    expect(subscriptionInput(invoice, payer, { custom: true, users: 4, connections: 3 })).toMatchObject({
      custom: true,
      users: 4,
      connections: 3,
      price: 60,
    });
  });
});
