// Support tickets on the /support page (the admin console has its own list, support-tickets-tab.tsx):
// filters and a search box (settled for 300 ms), the tickets ten a page, Create Ticket for non-admins, and
// the ticket detail dialog. An admin sees everyone's tickets with their users, and gets the admin powers in
// the dialog.
import type { TicketView } from '@shop/command-api/contracts';
import { TICKET_NOTICES } from '@shop/command-api/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Notice, useNotice } from '../../../components/ui/notice';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { failureMessage } from '../../../lib/api-client';
import { useTickets } from '../api/get-tickets';
import { SUPPORT_MESSAGES } from '../messages';
import { type TicketFilters as Filters, NO_FILTERS } from '../utils/tickets-query';
import { CreateTicketDialog } from './create-ticket-dialog';
import { TicketDetailDialog } from './ticket-detail-dialog';
import { TicketFilters } from './ticket-filters';
import { TicketPagination } from './ticket-pagination';
import { TicketsTable } from './tickets-table';

/** Typing settles this long before the list is searched, so each keystroke is not a request. */
export const SEARCH_DEBOUNCE_MS = 300;

type SupportTicketsProps = {
  admin: boolean;
  title: string;
};

type OpenDialog = { kind: 'create' } | { kind: 'detail'; ticket: TicketView } | null;

export function SupportTickets({ admin, title }: SupportTicketsProps) {
  const [searchText, setSearchText] = useState('');
  const q = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [selects, setSelects] = useState<Omit<Filters, 'q'>>(NO_FILTERS);
  const filters: Filters = { ...selects, q };
  // The page belongs to one set of filters: other filters start again on page 1.
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const tickets = useTickets({ ...filters, page });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, showNotice] = useNotice();
  const close = () => setDialog(null);
  const data = tickets.data;

  return (
    <div className="support-tickets">
      <div className="toolbar">
        <h2 className="toolbar__title">{title}</h2>
        {!admin && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setDialog({ kind: 'create' })}
          >
            Create Ticket
          </button>
        )}
      </div>
      <TicketFilters
        searchText={searchText}
        onSearchText={setSearchText}
        filters={selects}
        onFilters={setSelects}
      />
      <Notice notice={notice} />
      {tickets.isPending && <p className="muted">{SUPPORT_MESSAGES.loading}</p>}
      {tickets.isError && (
        <Alert tone="error">
          {failureMessage(tickets.error, SUPPORT_MESSAGES.loadFailed, SUPPORT_MESSAGES.loadFailed)}
        </Alert>
      )}
      {data && !tickets.isError && data.tickets.length === 0 && (
        <p className="muted">{SUPPORT_MESSAGES.empty}</p>
      )}
      {data && !tickets.isError && data.tickets.length > 0 && (
        <>
          <TicketsTable
            tickets={data.tickets}
            admin={admin}
            onView={(ticket) => setDialog({ kind: 'detail', ticket })}
          />
          <TicketPagination
            pagination={data.pagination}
            onPage={(next) => setPaging({ filterKey, page: next })}
          />
        </>
      )}
      {dialog?.kind === 'create' && (
        <CreateTicketDialog
          onClose={close}
          onCreated={(response) => {
            close();
            showNotice(response.message || TICKET_NOTICES.created);
          }}
        />
      )}
      {dialog?.kind === 'detail' && (
        <TicketDetailDialog key={dialog.ticket._id} ticket={dialog.ticket} admin={admin} onClose={close} />
      )}
    </div>
  );
}
