import type { AccessClaims } from '@ironmatch/contracts/access';
import {
  MODERATION_MESSAGES as M,
  type AdminReport,
  type ModerationTargetType,
  type Report,
  type ReportReason,
  type ReportStatus,
} from '@ironmatch/contracts/moderation';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/app-error';
import { listingModeration } from '../listings/listing-moderation.service';
import { machineModeration } from '../machines/machine-moderation.service';
import { recordAudit, type OperatorActor } from '../operators/audit.service';
import { commentModeration, suggestionModeration } from '../suggestions/suggestion-moderation.service';
import { createReportsRepository } from './reports.repository';

/** What each owning module offers for its records (the moderation module writes none of their tables). */
interface Moderatable {
  lock(tx: Db, id: number): Promise<{ hidden: boolean; hiddenReason: string | null } | null>;
  setHidden(tx: Db, id: number, reason: string | null): Promise<void>;
  isListed(db: Db, id: number): Promise<boolean>;
}

const OWNERS: Record<ModerationTargetType, Moderatable> = {
  listing: listingModeration,
  machine: machineModeration,
  suggestion: suggestionModeration,
  comment: commentModeration,
};

export interface ModerationResult {
  targetType: ModerationTargetType;
  targetId: number;
  hidden: boolean;
  reason: string;
}

/**
 * Moderation (issue 30): operators hide and unhide records through their owning modules, each action
 * with its one audit row in the same transaction; users report records; operators resolve reports.
 */
export function createModerationService(db: Db) {
  const reports = createReportsRepository(db);

  async function setHidden(
    actor: OperatorActor,
    target: { targetType: ModerationTargetType; targetId: number; reason: string },
    hide: boolean,
  ): Promise<ModerationResult> {
    const owner = OWNERS[target.targetType];
    return db.transaction(async (tx) => {
      const state = await owner.lock(tx, target.targetId);
      if (!state) throw notFound(M.targetNotFound[target.targetType]);
      if (hide && state.hidden) throw conflict(M.alreadyHidden);
      if (!hide && !state.hidden) throw conflict(M.notHidden);
      await owner.setHidden(tx, target.targetId, hide ? target.reason : null);
      await recordAudit(tx, actor, {
        action: hide ? 'moderation.hide' : 'moderation.unhide',
        targetType: target.targetType,
        targetId: target.targetId,
        before: { hidden: state.hidden, hiddenReason: state.hiddenReason },
        after: hide ? { hidden: true, hiddenReason: target.reason } : { hidden: false, hiddenReason: null },
      });
      return {
        targetType: target.targetType,
        targetId: target.targetId,
        hidden: hide,
        reason: target.reason,
      };
    });
  }

  return {
    hide: (actor: OperatorActor, target: Omit<ModerationResult, 'hidden'>) => setHidden(actor, target, true),
    unhide: (actor: OperatorActor, target: Omit<ModerationResult, 'hidden'>) =>
      setHidden(actor, target, false),

    async report(
      auth: AccessClaims,
      input: { targetType: ModerationTargetType; targetId: number; reason: ReportReason; text: string },
    ): Promise<Report> {
      if (!(await OWNERS[input.targetType].isListed(db, input.targetId)))
        throw notFound(M.targetNotFound[input.targetType]);
      return reports.insert({ ...input, userId: auth.userId, companyId: auth.companyId ?? null });
    },

    queue: (status: ReportStatus | 'all', page: number, limit: number) => reports.page(status, page, limit),

    resolve: (actor: OperatorActor, id: number, resolution: string | null): Promise<AdminReport> =>
      db.transaction(async (tx) => {
        const repo = createReportsRepository(tx);
        const report = await repo.get(id, { lock: true });
        if (!report) throw notFound(M.reportNotFound);
        if (report.status === 'resolved') throw conflict(M.alreadyResolved);
        await repo.resolve(id, actor.operatorId, resolution);
        await recordAudit(tx, actor, {
          action: 'report.resolve',
          targetType: 'report',
          targetId: id,
          before: { status: 'open', resolution: null },
          after: { status: 'resolved', resolution },
        });
        return (await repo.get(id))!;
      }),
  };
}
