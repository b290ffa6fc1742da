-- What is refunded of an order line never exceeds what was paid for it (and its pieces), and a
-- refund's postage never exceeds the order's: refused (-1) and cancelled (-2) refunds do not count.
-- The order line (or order) row is locked first, so concurrent refunds of one line are checked
-- one after the other.
CREATE OR REPLACE FUNCTION store_refund_product_limit() RETURNS trigger AS $$
DECLARE
  line_paid integer;
  line_num integer;
  used_price bigint;
  used_num bigint;
BEGIN
  SELECT pay_price, product_num INTO line_paid, line_num FROM store_order_product WHERE id = NEW.order_product_id FOR UPDATE;
  SELECT coalesce(sum(p.refund_price), 0), coalesce(sum(p.refund_num), 0) INTO used_price, used_num
    FROM store_refund_product p JOIN store_refund_order r ON r.id = p.refund_order_id
    WHERE p.order_product_id = NEW.order_product_id AND r.status NOT IN (-1, -2) AND p.id <> NEW.id;
  IF used_price + NEW.refund_price > line_paid OR used_num + NEW.refund_num > line_num THEN
    RAISE EXCEPTION 'refund exceeds what was paid for order line %', NEW.order_product_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'store_refund_product_limit';
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER store_refund_product_limit BEFORE INSERT OR UPDATE ON store_refund_product
  FOR EACH ROW EXECUTE FUNCTION store_refund_product_limit();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_refund_postage_limit() RETURNS trigger AS $$
DECLARE
  postage integer;
  used bigint;
BEGIN
  SELECT pay_postage INTO postage FROM store_order WHERE id = NEW.order_id FOR UPDATE;
  SELECT coalesce(sum(refund_postage), 0) INTO used FROM store_refund_order
    WHERE order_id = NEW.order_id AND status NOT IN (-1, -2) AND id <> NEW.id;
  IF NEW.status NOT IN (-1, -2) AND used + NEW.refund_postage > postage THEN
    RAISE EXCEPTION 'refunded postage exceeds the postage of order %', NEW.order_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'store_refund_postage_limit';
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER store_refund_postage_limit BEFORE INSERT OR UPDATE OF refund_postage ON store_refund_order
  FOR EACH ROW EXECUTE FUNCTION store_refund_postage_limit();
