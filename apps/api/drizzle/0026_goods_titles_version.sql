CREATE TABLE "goods_titles_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "store_product_title_length_idx";
--> statement-breakpoint
INSERT INTO "goods_titles_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Per statement, not per row: a seed inserting thousands of goods moves the version once.
CREATE OR REPLACE FUNCTION goods_titles_changed() RETURNS trigger AS $$
BEGIN
  UPDATE goods_titles_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER goods_titles_changed AFTER INSERT OR DELETE OR UPDATE OF store_name, is_show OR TRUNCATE ON store_product
  FOR EACH STATEMENT EXECUTE FUNCTION goods_titles_changed();
