CREATE TABLE "merchant_totals_change" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_totals_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mer_id" integer NOT NULL,
	"goods" integer NOT NULL,
	"sales" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "goods_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "sales" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "merchant_totals_change_mer_idx" ON "merchant_totals_change" USING btree ("mer_id");--> statement-breakpoint
-- The goods version also moves with the list flags: API processes cache the counts of the hot lists by it.
ALTER TABLE "goods_titles_version" RENAME TO "goods_list_version";
--> statement-breakpoint
DROP TRIGGER goods_titles_changed ON store_product;
--> statement-breakpoint
DROP FUNCTION goods_titles_changed();
--> statement-breakpoint
CREATE FUNCTION goods_list_changed() RETURNS trigger AS $$
BEGIN
  UPDATE goods_list_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER goods_list_changed
  AFTER INSERT OR DELETE OR UPDATE OF store_name, is_show, is_hot, is_best, is_new, is_good OR TRUNCATE ON store_product
  FOR EACH STATEMENT EXECUTE FUNCTION goods_list_changed();
--> statement-breakpoint
UPDATE merchant m SET goods_count = t.goods, sales = t.sales
FROM (SELECT mer_id, count(*)::int AS goods, coalesce(sum(sales), 0)::int AS sales FROM store_product WHERE is_show GROUP BY mer_id) t
WHERE m.id = t.mer_id;
--> statement-breakpoint
-- A shop's totals count its goods on sale. Each statement on goods appends what it changed per shop
-- (rows on sale after it, minus rows on sale before it); nothing waits on the shop's own row.
CREATE FUNCTION merchant_totals_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO merchant_totals_change (mer_id, goods, sales)
      SELECT mer_id, count(*), sum(sales) FROM new_rows WHERE is_show GROUP BY mer_id;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO merchant_totals_change (mer_id, goods, sales)
      SELECT mer_id, -count(*), -sum(sales) FROM old_rows WHERE is_show GROUP BY mer_id;
  ELSE
    INSERT INTO merchant_totals_change (mer_id, goods, sales)
      SELECT mer_id, sum(goods), sum(sales) FROM (
        SELECT mer_id, 1 AS goods, sales FROM new_rows WHERE is_show
        UNION ALL
        SELECT mer_id, -1, -sales FROM old_rows WHERE is_show
      ) moved GROUP BY mer_id HAVING sum(goods) <> 0 OR sum(sales) <> 0;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER merchant_totals_inserted AFTER INSERT ON store_product
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION merchant_totals_changed();
--> statement-breakpoint
CREATE TRIGGER merchant_totals_updated AFTER UPDATE ON store_product
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION merchant_totals_changed();
--> statement-breakpoint
CREATE TRIGGER merchant_totals_deleted AFTER DELETE ON store_product
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION merchant_totals_changed();
