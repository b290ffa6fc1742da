-- A statement that writes several rows refuses with the shopper's reason from inside (src/db/refusal.ts):
-- the raise aborts the whole statement, so nothing it wrote stays. An order of flash-sale goods is
-- one statement this way, without a transaction around it.
CREATE FUNCTION mall_refuse(reason text) RETURNS integer AS $$
BEGIN
  IF reason IS NOT NULL THEN
    RAISE EXCEPTION '%', reason USING ERRCODE = 'ML001';
  END IF;
  RETURN 0;
END
$$ LANGUAGE plpgsql;
