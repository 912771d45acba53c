"""The table: layout, layers, per-variant parts, HUD."""
