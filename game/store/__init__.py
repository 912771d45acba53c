"""What is kept across runs, in one SQLite file in the user's data folder: profiles, match
history, ratings, high scores, the cabinet's ledger. Each part registers its own tables through `db.schema`; the
parts are imported here so that any connection has every table."""
from game.store import history, ledger, profiles, ratings  # noqa: F401
