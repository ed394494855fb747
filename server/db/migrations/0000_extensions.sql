-- btree_gist lets one exclusion constraint mix equality on vehicle_id with overlap of date ranges.
CREATE EXTENSION IF NOT EXISTS btree_gist;
