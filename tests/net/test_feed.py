"""The host's replay carried to every machine: the same bytes, a late watcher included."""
import hashlib

from game.engine.intents import Intent
from game.net.feed import FeedReader, FeedSender, line_messages
from game.net.messages import decode
from game.replay.recorder import Recorder
from tests.waiting import wait_for


def recorded(tmp_path, intents=3):
    rec = Recorder(tmp_path / "host.jsonl", "speed", {}, [{"name": "A" * 60}, {"name": "B"}],
                   9, deal={"seats": [{"hand": ["5H"] * 400}]})      # a header in parts
    for k in range(intents):
        rec.intent(Intent(100.0 + k, k % 2, "flip"))
    return rec


def sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def test_a_replay_put_back_together_has_the_same_bytes(tmp_path):
    rec = recorded(tmp_path)
    reader = FeedReader()
    sender = FeedSender()
    messages = sender.new(rec.lines)
    assert len(messages) > len(rec.lines)                       # the header came in parts
    assert all(reader.take(decode(text)) for text in messages)
    rec.intent(Intent(200.0, 1, "flip"))
    rec.close()
    assert all(reader.take(decode(text)) for text in sender.new(rec.lines))
    assert sha(reader.text) == sha((tmp_path / "host.jsonl").read_text(encoding="utf-8"))


def test_a_line_out_of_order_is_said_and_dropped():
    reader = FeedReader()
    assert not reader.take(decode(line_messages(3, "{}\n")[0]))
    assert "line 3 part 0 out of order" in reader.problem and reader.text == ""
    assert reader.take(decode(line_messages(0, "{}\n")[0])) and reader.text == "{}\n"


def test_players_and_a_late_watcher_keep_the_hosts_file(table, tmp_path):
    t = table()
    rec = recorded(tmp_path)
    player = t.machine(t.link(delay_ms=10, jitter_ms=5).address)
    assert player.wait_welcome(5)
    t.host.follow(rec.lines)
    rec.intent(Intent(300.0, 0, "flip"))
    rec.close()
    watcher = t.machine(t.link().address, watch=True)
    assert watcher.wait_welcome(5)
    t.host.follow(rec.lines)
    truth = sha((tmp_path / "host.jsonl").read_text(encoding="utf-8"))
    assert wait_for(lambda: sha(player.replay.text) == truth, 5)
    assert wait_for(lambda: sha(watcher.replay.text) == truth, 5)
    assert not [line for line in t.lines if "out of order" in line]


def test_a_part_of_nothing_but_quotes_still_fits_a_message():
    assert all(decode(text).t == "line" for text in line_messages(0, '"' * 5000 + "\n"))
