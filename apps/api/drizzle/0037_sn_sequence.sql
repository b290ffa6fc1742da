-- Order, refund and presell numbers (modules/order/numbering.ts): a number drawn from this sequence
-- instead of six random digits, so that two made in the same second never collide.
CREATE SEQUENCE "public"."sn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;