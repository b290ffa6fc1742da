-- English names beside the Chinese ones (issue 24), as 0034: the shop street's tabs and the
-- settlement form's options (merchant categories), the news categories. '' falls back to the
-- Chinese name. The seed fills them; a mall seeded before gets the demo ones here.
ALTER TABLE "merchant_category" ADD COLUMN "name_en" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_category" ADD COLUMN "title_en" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "merchant_category" SET "name_en" = CASE "name" WHEN '数码家电' THEN 'Electronics' WHEN '服饰鞋包' THEN 'Fashion' WHEN '美妆个护' THEN 'Beauty' WHEN '食品生鲜' THEN 'Food' WHEN '家居家装' THEN 'Home' WHEN '母婴玩具' THEN 'Baby & Toys' WHEN '运动户外' THEN 'Sports' WHEN '图书文具' THEN 'Books' ELSE '' END;--> statement-breakpoint
UPDATE "article_category" SET "title_en" = CASE "title" WHEN '平台公告' THEN 'Announcements' WHEN '购物指南' THEN 'Shopping guide' WHEN '行业资讯' THEN 'Industry news' WHEN '商家动态' THEN 'Seller news' ELSE '' END;
