"""What the stats screen and `speed stats` show: per profile, results by variant and opponent,
ratings, best figures and pace and reaction over time. Plain data (JSON-ready) and text."""
from game.engine.variants import NAMES as VARIANT_NAMES
from game.i18n import N_, _, decimal, ngettext
from game.levels import level_word
from game.store.ratings import START

BEST = {"fastest_call_ms": min, "reaction_ms": min, "pace_ms": min, "races_won": max,
        "played": max}
BEST_WORDS = {"fastest_call_ms": N_("fastest call"), "reaction_ms": N_("best reaction"),
              "pace_ms": N_("best pace"), "races_won": N_("most races won"),
              "played": N_("most cards")}     # shown as _(BEST_WORDS[key])


def report(db) -> dict:
    """Every profile's record; `{"matches": 0, "players": []}` for a fresh database."""
    matches = db.execute("SELECT COUNT(*) FROM matches").fetchone()[0]
    people = db.execute("SELECT id, name FROM profiles ORDER BY name").fetchall()
    return {"matches": matches, "players": [_player(db, p["id"], p["name"]) for p in people]}


def empty() -> dict:
    return {"matches": 0, "players": []}


def _player(db, profile_id: int, name: str) -> dict:
    rows = db.execute(
        "SELECT m.id, m.finished, m.variant, mp.* FROM match_players mp "
        "JOIN matches m ON m.id = mp.match_id WHERE mp.profile_id = ? ORDER BY m.finished, m.id",
        (profile_id,)).fetchall()
    ratings = {r["variant"]: round(r["rating"], 1) for r in db.execute(
        "SELECT variant, rating FROM ratings WHERE profile_id = ?", (profile_id,))}
    by_variant: dict = {}
    by_opponent: dict = {}
    for row in rows:
        _count(by_variant.setdefault(row["variant"], _tally()), row["result"])
        for other in db.execute("SELECT * FROM match_players WHERE match_id = ? AND seat != ?",
                                (row["match_id"], row["seat"])):
            _count(by_opponent.setdefault(opponent(other), _tally()), row["result"])
    return {"name": name, "matches": len(rows), "ratings": ratings,
            "by_variant": by_variant, "by_opponent": by_opponent,
            "best": _best(rows),
            "history": [{"finished": row["finished"], "variant": row["variant"],
                         "result": row["result"], "pace_ms": row["pace_ms"],
                         "reaction_ms": row["reaction_ms"],
                         "rating_before": row["rating_before"], "rating": row["rating_after"]}
                        for row in rows]}


def rating_lines(data: dict, variant: str) -> dict[str, list[float]]:
    """Each player's rating in `variant`: where they started, then after each rated match
    (players with no rated match there are left out)."""
    lines = {}
    for player in data["players"]:
        rated = [h for h in player["history"]
                 if h["variant"] == variant and h.get("rating") is not None]
        if rated:
            lines[player["name"]] = [rated[0]["rating_before"]] + [h["rating"] for h in rated]
    return lines


GUESTS = "guests"


def opponent(row) -> str:
    """How an opponent is named: a profile, a computer of some level, or a guest (these names
    are keys of the report, kept in English; a screen names them through `computer_level`)."""
    if row["kind"] == "bot":
        return f"computer ({row['level']})"
    if row["profile_id"] is not None:
        return row["name"]
    return GUESTS


def computer_level(other: str) -> str | None:
    """The level of an opponent named "computer (expert)" by `opponent`, else None."""
    if other.startswith("computer (") and other.endswith(")"):
        return other[len("computer ("):-1]
    return None


def opponent_words(other: str) -> str:
    """An opponent as the report keeps it ("computer (expert)", "guests", a name) in the
    player's language: "computador (especialista)"."""
    level = computer_level(other)
    if level is not None:
        # TRANSLATORS: an opponent on the Players screen: "against computer (expert): 3 won"
        return _("computer ({level})").format(level=level_word(level))
    if other == GUESTS:
        # TRANSLATORS: opponents without a remembered name, "against guests: 1 won"
        return _("guests")
    return other


def _tally() -> dict:
    return {"won": 0, "lost": 0, "drawn": 0}


def _count(tally: dict, result: str) -> None:
    tally[result] = tally.get(result, 0) + 1          # "abandoned" only where there is one


def _best(rows) -> dict:
    best = {}
    for key, pick in BEST.items():
        values = [row[key] for row in rows if row[key] is not None]
        if values:
            best[key] = round(pick(values), 1)
    return best


def format_report(data: dict) -> str:
    """The report as text, a block per player."""
    if not data["players"]:
        return ngettext("No players yet ({n} match recorded). Pick or make a name on the join "
                        "screen, and your matches will be remembered.",
                        "No players yet ({n} matches recorded). Pick or make a name on the "
                        "join screen, and your matches will be remembered.",
                        data["matches"]).format(n=data["matches"])
    blocks = [ngettext("{n} match recorded", "{n} matches recorded",
                       data["matches"]).format(n=data["matches"])]
    for p in data["players"]:
        lines = [_("{name}: {matches}").format(name=p["name"],
                                               matches=plural(p["matches"], "match"))]
        for variant, tally in sorted(p["by_variant"].items()):
            rating = p["ratings"].get(variant, START)
            lines.append(_("  {variant}: {tally}, rating {rating}").format(
                variant=VARIANT_NAMES.get(variant, variant), tally=tally_words(tally),
                rating=f"{rating:.0f}"))
        for other, tally in sorted(p["by_opponent"].items()):
            lines.append(_("  against {opponent}: {tally}").format(
                opponent=opponent_words(other), tally=tally_words(tally)))
        best = [_("{what} {figure}").format(what=_(BEST_WORDS[k]), figure=figure_words(k, v))
                for k, v in p["best"].items()]
        if best:
            lines.append("  " + ", ".join(best))
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def plural(count: int, word: str) -> str:
    """ "1 match", "3 matches" (in the player's language for "match")."""
    if word == "match":
        return ngettext("{n} match", "{n} matches", count).format(n=count)
    return f"{count} {word}" + ("" if count == 1 else "es" if word.endswith("ch") else "s")


def tally_words(tally: dict) -> str:
    if tally["drawn"]:
        return _("{won} won, {lost} lost, {drawn} drawn").format(**tally)
    return _("{won} won, {lost} lost").format(won=tally["won"], lost=tally["lost"])


def figure_words(key: str, value: float) -> str:
    if key == "pace_ms":
        return _("{seconds} s a card").format(seconds=decimal(value / 1000, 2))
    return _("{ms} ms").format(ms=f"{value:.0f}") if key.endswith("_ms") else f"{value:.0f}"
