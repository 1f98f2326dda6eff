import type { CompanyClaims } from '@ironmatch/contracts/access';
import { MACHINE_MESSAGES as M } from '@ironmatch/contracts/machine-rules';
import { sendMessageSchema } from '@ironmatch/contracts/messaging';
import type { Db } from '../../db/database';
import { notFound } from '../../http/app-error';
import type { MessagingService } from '../messaging/messaging.service';
import { machineId } from './machines.service';
import { findMachines } from './machines.repository';

/**
 * "Request parts from this machine" (issue 28): a message to the machine's company through the
 * messaging module, type `machine` (shown as 'Dismantled machine'), its body the buyer's list as typed.
 * The messaging service checks the rest: not to one's own company, the machine is the recipient's.
 */
export function createMachineRequestsService(deps: { db: Db; messaging: Pick<MessagingService, 'send'> }) {
  return {
    async requestParts(
      auth: CompanyClaims,
      rawId: string,
      input: { parts: string; note: string },
    ): Promise<{ messageId: number; companyName: string }> {
      const id = machineId(rawId);
      const [machine] = await findMachines(deps.db, [id]);
      if (!machine) throw notFound(M.notFound);
      const title = [machine.manufacturer, machine.model, machine.year ? `(${machine.year})` : '']
        .filter(Boolean)
        .join(' ');
      const serial = machine.serialNumber ? `, serial number ${machine.serialNumber}` : '';
      const body = [
        `Parts needed from your ${title}${serial}:`,
        '',
        input.parts,
        ...(input.note ? ['', input.note] : []),
      ].join('\n');
      const { message } = await deps.messaging.send(
        auth,
        sendMessageSchema.parse({
          recipientCompanyId: machine.companyId,
          subject: `Parts request: ${title}`.slice(0, 200),
          body,
          messageType: 'machine',
          relatedMachineId: id,
          modelnum: machine.model.slice(0, 200),
          manuflong: machine.manufacturerName.slice(0, 200),
        }),
      );
      return { messageId: message.id, companyName: machine.companyName };
    },
  };
}
