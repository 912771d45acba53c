"""Kinds of table (ui/modes/): what a tutorial, a daily challenge or a ladder rung changes of
the one table scene — its rules and deal, its hints, what it says over the table, its pause
menu and what is kept when it ends. A mode is no scene; the table calls its hooks."""
