import { PLATFORM_COMPANY_ID } from '@guiche/shared';
import { SimulatorAdapter } from '../../../channels/simulator/simulator.adapter.js';
import { simulatorRepository } from '../../../channels/simulator/simulator.repository.js';
import { createConnection } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { waitFor } from '../../../test/wait.js';

/**
 * The platform's default connection as a live simulator session, and the simulated phones it sends to: what a number
 * received is read there, never from company 1's inbox.
 */
export async function startPlatformPhone(t: TestApp) {
  const connection = await createConnection(t.database.db, PLATFORM_COMPANY_ID, {
    channel: 'simulator',
    isDefault: true,
  });
  await t.app.services.channels.start(PLATFORM_COMPANY_ID, connection.id);
  const adapter = t.app.services.channels.adapter(connection.id);
  if (!(adapter instanceof SimulatorAdapter)) throw new Error('the platform simulator session did not start');
  await adapter.scan();

  /** The texts the phone of `number` received from the platform, oldest first. */
  const received = async (number: string) =>
    (await simulatorRepository.listChat(t.database.db, PLATFORM_COMPANY_ID, connection.id, number, 50))
      .filter((row) => row.direction === 'out')
      .map((row) => row.body);
  /** The code of the `count`-th text the phone of `number` received (sends run after the answer: waited for). */
  const codeSentTo = async (number: string, count = 1) => {
    const texts = await waitFor(
      () => received(number),
      (rows) => rows.length >= count,
    );
    return texts[count - 1]?.match(/\d{6}/)?.[0];
  };
  return { connection, adapter, received, codeSentTo };
}
