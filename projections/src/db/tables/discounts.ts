// Discount codes as the admin list shows them, with their current use count.

export interface DiscountsTable {
  discount_id: string;
  code: string;
  description: string;
  type: 'percentage' | 'fixed';
  /** Hundredths of a percent, or cents. */
  value: number;
  max_discount_cents: number | null;
  min_amount_cents: number;
  usage_limit: number | null;
  usage_count: number;
  user_usage_limit: number;
  applicable_plans: string[];
  valid_from: Date;
  valid_until: Date;
  is_active: boolean;
  created_by: string;
  created_at: Date;
  revision: string;
}
