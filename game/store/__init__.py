"""What is kept across runs, in one SQLite file in the user's data folder: profiles, match
history, ratings, high scores. Each part registers its own tables through `db.schema`."""
