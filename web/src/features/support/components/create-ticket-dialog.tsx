// The Create Support Ticket dialog (spec §5 Ticket creation): subject, category (General by default),
// priority (Medium by default) and description with a live counter, checked with the server's messages
// before sending. A refusal stays in the dialog with the entries kept; success hands the answer back.
import { TICKET_LIMITS } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { failureMessage } from '../../../lib/api-client';
import { useCreateTicket } from '../api/create-ticket';
import type { TicketResponse } from '../api/ticket-query';
import { SUPPORT_MESSAGES } from '../messages';
import {
  checkTicketForm,
  emptyTicketForm,
  type TicketFieldErrors,
  type TicketFormValues,
} from '../utils/ticket-form';
import { CATEGORY_OPTIONS, PRIORITY_OPTIONS } from '../utils/ticket-labels';

type CreateTicketDialogProps = {
  onClose: () => void;
  onCreated: (response: TicketResponse) => void;
};

export function CreateTicketDialog({ onClose, onCreated }: CreateTicketDialogProps) {
  const [values, setValues] = useState(emptyTicketForm);
  const [errors, setErrors] = useState<TicketFieldErrors>({});
  const create = useCreateTicket({ onSuccess: onCreated });

  const set =
    <Field extends keyof TicketFormValues>(field: Field) =>
    (value: TicketFormValues[Field]) =>
      setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const check = checkTicketForm(values);
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) {
      create.reset();
      return;
    }
    create.mutate({ body: check.request });
  };

  const serverError = create.isError
    ? failureMessage(create.error, SUPPORT_MESSAGES.createFailed, SUPPORT_MESSAGES.createNetwork)
    : null;

  return (
    <Dialog title="Create Support Ticket" onClose={onClose}>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <form className="form" aria-label="Create Support Ticket" noValidate onSubmit={onSubmit}>
        <TextField
          label="Subject"
          name="subject"
          required
          autoComplete="off"
          value={values.subject}
          error={errors.subject}
          hint={<p>At most {TICKET_LIMITS.subject} characters</p>}
          onChange={(event) => set('subject')(event.target.value)}
        />
        <SelectField
          label="Category"
          name="category"
          value={values.category}
          options={CATEGORY_OPTIONS}
          onChange={set('category')}
        />
        <SelectField
          label="Priority"
          name="priority"
          value={values.priority}
          options={PRIORITY_OPTIONS}
          onChange={set('priority')}
        />
        <TextAreaField
          label="Description"
          name="description"
          required
          rows={6}
          limit={TICKET_LIMITS.description}
          value={values.description}
          error={errors.description}
          onChange={(event) => set('description')(event.target.value)}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Ticket'}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
