-- Default prices (spec part 1 §9, DESIGN §4.6). The admin edits them later; 999 clients = unlimited.
INSERT INTO "pricing_config" ("plan_type", "base_price", "price_per_client", "clients_limit") VALUES
  ('creator', 147.00, 0, 0),
  ('agency_social', 397.00, 50.00, 5),
  ('agency_enterprise', NULL, 0, 999)
ON CONFLICT ("plan_type") DO NOTHING;
