ALTER TABLE "customers" ADD COLUMN "sales_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What the cart shows of a customer's sales (undelivered goods, the year-end rebate's card, tiers and purchases)
-- is cached per (customer, day, sales_version) in each back-office process (decision 027). These triggers give the
-- customer a new sales_version in the same transaction as any write to their orders, order lines, loyalty cards or
-- to a rebate programme they hold a card of, whoever writes it (a checkout, a cancellation, the ERP, a manual
-- update). A sequence, not "+ 1": a rolled-back write's number is never handed out again, so a figure cached
-- under a number that was then rolled back can never be taken for another state's.
CREATE SEQUENCE "customers_sales_version_seq";--> statement-breakpoint
CREATE FUNCTION "bump_sales_version"(customer_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE customers c SET sales_version = nextval('customers_sales_version_seq')
  FROM (SELECT id FROM customers WHERE id = ANY(customer_ids) ORDER BY id FOR NO KEY UPDATE) l
  WHERE c.id = l.id
$$;--> statement-breakpoint
-- Statement-level triggers (one customer update per statement, not per row: a checkout writes hundreds of lines).
-- For the tables whose rows name their customer (sale_orders, loyalty_cards).
CREATE FUNCTION "customer_rows_bump_sales_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_sales_version(ARRAY(SELECT DISTINCT customer_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_sales_version(ARRAY(SELECT customer_id FROM new_rows UNION SELECT customer_id FROM old_rows));
  ELSE
    PERFORM bump_sales_version(ARRAY(SELECT DISTINCT customer_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sale_orders_sales_version_insert" AFTER INSERT ON "sale_orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_bump_sales_version();--> statement-breakpoint
CREATE TRIGGER "sale_orders_sales_version_update" AFTER UPDATE ON "sale_orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_bump_sales_version();--> statement-breakpoint
CREATE TRIGGER "sale_orders_sales_version_delete" AFTER DELETE ON "sale_orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_bump_sales_version();--> statement-breakpoint
CREATE FUNCTION "sale_order_lines_bump_sales_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_sales_version(ARRAY(
      SELECT DISTINCT o.customer_id FROM sale_orders o WHERE o.id IN (SELECT order_id FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_sales_version(ARRAY(
      SELECT DISTINCT o.customer_id FROM sale_orders o
      WHERE o.id IN (SELECT order_id FROM new_rows UNION SELECT order_id FROM old_rows)));
  ELSE
    -- Lines deleted with their order: the order's own trigger bumps its customer.
    PERFORM bump_sales_version(ARRAY(
      SELECT DISTINCT o.customer_id FROM sale_orders o WHERE o.id IN (SELECT order_id FROM old_rows)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sale_order_lines_sales_version_insert" AFTER INSERT ON "sale_order_lines"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sale_order_lines_bump_sales_version();--> statement-breakpoint
CREATE TRIGGER "sale_order_lines_sales_version_update" AFTER UPDATE ON "sale_order_lines"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sale_order_lines_bump_sales_version();--> statement-breakpoint
CREATE TRIGGER "sale_order_lines_sales_version_delete" AFTER DELETE ON "sale_order_lines"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sale_order_lines_bump_sales_version();--> statement-breakpoint
CREATE TRIGGER "loyalty_cards_sales_version_insert" AFTER INSERT ON "loyalty_cards" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_bump_sales_version();--> statement-breakpoint
CREATE TRIGGER "loyalty_cards_sales_version_update" AFTER UPDATE ON "loyalty_cards"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_bump_sales_version();--> statement-breakpoint
CREATE TRIGGER "loyalty_cards_sales_version_delete" AFTER DELETE ON "loyalty_cards" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_rows_bump_sales_version();--> statement-breakpoint
-- A programme's dates, time frame or tiers: every holder of one of its cards.
CREATE FUNCTION "loyalty_program_bump_sales_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_sales_version(ARRAY(
      SELECT DISTINCT customer_id FROM loyalty_cards WHERE program_id IN (SELECT program_id FROM old_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_sales_version(ARRAY(
      SELECT DISTINCT customer_id FROM loyalty_cards
      WHERE program_id IN (SELECT program_id FROM new_rows UNION SELECT program_id FROM old_rows)));
  ELSE
    PERFORM bump_sales_version(ARRAY(
      SELECT DISTINCT customer_id FROM loyalty_cards WHERE program_id IN (SELECT program_id FROM new_rows)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "loyalty_rebate_tiers_sales_version_insert" AFTER INSERT ON "loyalty_rebate_tiers"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION loyalty_program_bump_sales_version();--> statement-breakpoint
CREATE TRIGGER "loyalty_rebate_tiers_sales_version_update" AFTER UPDATE ON "loyalty_rebate_tiers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION loyalty_program_bump_sales_version();--> statement-breakpoint
CREATE TRIGGER "loyalty_rebate_tiers_sales_version_delete" AFTER DELETE ON "loyalty_rebate_tiers"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION loyalty_program_bump_sales_version();--> statement-breakpoint
CREATE FUNCTION "loyalty_programs_bump_sales_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_sales_version(ARRAY(
    SELECT DISTINCT customer_id FROM loyalty_cards WHERE program_id IN (SELECT id FROM new_rows)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "loyalty_programs_sales_version_update" AFTER UPDATE ON "loyalty_programs"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION loyalty_programs_bump_sales_version();
