"""A relay's room code: its letters and its length (said aloud and typed, so no I, O, 0 or 1).
Its own module so that the screens that spell one do not import the relay (and websockets)."""
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 5
