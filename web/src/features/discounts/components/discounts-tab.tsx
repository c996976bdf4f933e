// The admin panel's Discounts tab (spec §2 Admin dashboard): the codes and the create form, with 'Back to
// Users' when the panel has a Users tab to go back to.
import { DiscountCodes } from './discount-codes';

export function DiscountsTab({ onBackToUsers }: { onBackToUsers?: () => void }) {
  return (
    <div className="discounts-tab">
      <div className="toolbar">
        <h2 className="toolbar__title">Discount Codes</h2>
        {onBackToUsers && (
          <button type="button" className="button" onClick={onBackToUsers}>
            Back to Users
          </button>
        )}
      </div>
      <DiscountCodes withAuditTrail />
    </div>
  );
}
