-- Every API process keeps shared catalogue answers (site settings, home blocks, categories, lists) in
-- memory (src/cache/) and LISTENs on 'mall_cache'; a statement on a table those answers read notifies
-- the table's name, whoever ran it (API, seed, CLI, plain SQL), and every process drops what read it.
-- Per statement, not per row; notifications of one transaction are delivered once, at commit.
CREATE FUNCTION mall_cache_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('mall_cache', TG_TABLE_NAME);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER mall_cache_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON system_config
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_changed();
--> statement-breakpoint
CREATE TRIGGER mall_cache_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_data
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_changed();
--> statement-breakpoint
CREATE TRIGGER mall_cache_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_category
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_changed();
--> statement-breakpoint
CREATE TRIGGER mall_cache_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_brand
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_changed();
--> statement-breakpoint
CREATE TRIGGER mall_cache_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_keyword
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_changed();
--> statement-breakpoint
CREATE TRIGGER mall_cache_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON merchant_category
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_changed();
--> statement-breakpoint
CREATE TRIGGER mall_cache_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON merchant_type
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_changed();
--> statement-breakpoint
CREATE TRIGGER mall_cache_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_product_param
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_changed();
--> statement-breakpoint
-- Goods and shops: only the columns the cached lists show or select by. Payments, refunds and reviews
-- write stock, sales and rate; a NOTIFY there would serialise their commits (PostgreSQL orders the
-- commits of notifying transactions under one lock), so lists showing those figures live at most
-- a few seconds instead (src/cache/areas.ts). Folding shop totals (goods_count, sales) and follows
-- (care_count) notify nothing either.
CREATE TRIGGER mall_cache_changed
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF mer_name, is_trader, type_id, category_id ON merchant
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_changed();
--> statement-breakpoint
CREATE TRIGGER mall_cache_changed
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF mer_id, cate_id, brand_id, store_name, keyword, image, price, ot_price,
    is_show, is_hot, is_best, is_new, is_good, create_time, search_text, search_tokens ON store_product
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_changed();
