import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Machine } from '@ironmatch/contracts/machines';
import { MyMachinesTable } from './my-machines-table';

const machine = (id: number, hidden: string | null, draft = false): Machine => ({
  id,
  companyId: 2,
  companyName: 'Summit Heavy Parts',
  manufacturer: 'CAT',
  manufacturerName: 'Caterpillar',
  model: `320D-${id}`,
  serialNumber: '',
  year: 2012,
  hours: 9000,
  arrivalDate: null,
  city: 'Denver',
  state: 'CO',
  status: 'dismantling',
  engineMake: '',
  engineModel: '',
  transmissionModel: '',
  notes: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  statusChangedAt: '2026-11-01T00:00:00.000Z',
  hidden: hidden !== null,
  hiddenReason: hidden,
  draft,
  parts: [],
  inventoryParts: [],
  pictures: [],
});

describe('the dealer’s machines', () => {
  it('marks a machine an operator hid with the reason, and only that one', () => {
    render(
      <MemoryRouter>
        <MyMachinesTable
          machines={[machine(1, 'Pictures are of another machine'), machine(2, null)]}
          empty={null}
          busy={false}
          onEdit={vi.fn()}
          onStatus={vi.fn()}
          onRemove={vi.fn()}
        />
      </MemoryRouter>,
    );
    const notes = screen.getAllByRole('note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent('Hidden: Pictures are of another machine');
    expect(screen.getAllByTestId('my-machine')[0]).toContainElement(notes[0]!);
  });

  it('shows a draft as such, without a public page link, and no status choice for a non-member', () => {
    render(
      <MemoryRouter>
        <MyMachinesTable
          machines={[machine(3, null, true), machine(4, null)]}
          empty={null}
          busy={false}
          onEdit={vi.fn()}
          onRemove={vi.fn()}
        />
      </MemoryRouter>,
    );
    const [draft, listed] = screen.getAllByTestId('my-machine');
    expect(draft).toHaveTextContent('Draft');
    expect(draft!.querySelector('a')).toBeNull();
    expect(listed).not.toHaveTextContent('Draft');
    expect(listed!.querySelector('a')).not.toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
