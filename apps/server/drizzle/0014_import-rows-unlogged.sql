-- Staged import rows live only while their import runs, and a restarted import stages its file again
-- (ADR 0015): they need no crash safety, so they skip the write-ahead log. Their import's counts and
-- rejected rows stay in logged tables.
ALTER TABLE "inventory_import_rows" SET UNLOGGED;
