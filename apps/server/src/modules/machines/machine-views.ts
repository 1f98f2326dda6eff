import type { Machine, MachineRow } from '@ironmatch/contracts/machines';
import { publicFileUrl } from '../../platform/storage/file-links';
import type { LinkedPartRow, MachinePictureRow, MachineRecord, PartLineRow } from './machines.repository';

/**
 * What each reader gets of a machine. Guests are masked here, on the server (issue 28): no dealer, no
 * city, no prices, no pictures; everything else stays.
 */
export type Viewer = 'company' | 'guest';

function fields(r: MachineRecord, viewer: Viewer) {
  const guest = viewer === 'guest';
  return {
    id: r.id,
    companyId: guest ? null : r.companyId,
    companyName: guest ? null : r.companyName,
    manufacturer: r.manufacturer,
    manufacturerName: r.manufacturerName,
    model: r.model,
    serialNumber: r.serialNumber,
    year: r.year,
    hours: r.hours,
    arrivalDate: r.arrivalDate,
    city: guest ? null : r.city,
    state: r.state,
    status: r.status,
    engineMake: r.engineMake,
    engineModel: r.engineModel,
    transmissionModel: r.transmissionModel,
    notes: r.notes,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    statusChangedAt: r.statusChangedAt,
  };
}

/** Issue 30: only the owner ever reads a hidden machine or a draft, so others always get `false`. */
const hiddenMark = (r: MachineRecord) => ({
  hidden: r.hidden,
  hiddenReason: r.hidden ? r.hiddenReason : null,
  draft: r.draft,
});

export function toMachine(
  r: MachineRecord,
  related: { parts: PartLineRow[]; linked: LinkedPartRow[]; pictures: MachinePictureRow[] },
  viewer: Viewer,
): Machine {
  const guest = viewer === 'guest';
  return {
    ...fields(r, viewer),
    ...hiddenMark(r),
    parts: related.parts
      .filter((p) => p.machineId === r.id)
      .map((p) => ({
        id: p.id,
        component: p.component,
        condition: p.condition,
        price: guest ? null : p.price,
      })),
    inventoryParts: related.linked
      .filter((p) => p.machineId === r.id)
      .map((p) => ({
        id: p.id,
        partNumber: p.partNumber,
        manufacturer: p.manufacturer,
        condition: p.condition,
        description: p.description,
        quantity: p.quantity,
        price: guest ? null : p.price,
      })),
    pictures: guest
      ? []
      : related.pictures
          .filter((p) => p.machineId === r.id)
          .map((p) => ({
            picnum: p.picnum,
            url: publicFileUrl(p.key),
            thumbUrl: publicFileUrl(p.key, 'thumb'),
          })),
  };
}

export function toMachineRow(
  r: MachineRecord,
  partsCount: number,
  cover: MachinePictureRow | undefined,
  viewer: Viewer,
): MachineRow {
  return {
    ...fields(r, viewer),
    partsCount,
    coverThumbUrl: viewer === 'guest' || !cover ? null : publicFileUrl(cover.key, 'thumb'),
  };
}
