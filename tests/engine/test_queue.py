"""The one intent queue: timestamp order, ties by arrival, late arrivals counted."""
import random
import threading

from game.engine.intents import FLIP, Intent
from game.engine.queue import IntentQueue


def test_pops_in_timestamp_order_with_ties_by_arrival():
    queue = IntentQueue()
    for t, seat in [(30, 0), (10, 1), (30, 2), (20, 3), (10, 4)]:
        queue.push(Intent(t, seat, FLIP))
    assert [(i.t, i.seat) for i in queue.pop_until()] == [(10, 1), (10, 4), (20, 3), (30, 0),
                                                         (30, 2)]


def test_pop_until_leaves_later_intents_queued():
    queue = IntentQueue()
    for t in (5, 15, 25):
        queue.push(Intent(t, 0, FLIP))
    assert [i.t for i in queue.pop_until(15)] == [5, 15]
    assert len(queue) == 1


def test_late_arrival_is_applied_at_once_and_counted():
    queue = IntentQueue()
    queue.push(Intent(100, 0, FLIP))
    queue.pop_until(200)
    queue.push(Intent(90, 1, FLIP))
    late = queue.pop_until(200)
    assert [i.seat for i in late] == [1]
    assert queue.late == 1 and queue.late_by_max == 10


def test_pushes_from_many_threads_all_arrive_in_order():
    queue = IntentQueue()
    stamps = list(range(4000))
    random.Random(3).shuffle(stamps)

    def push(part):
        for t in part:
            queue.push(Intent(t, 0, FLIP))

    threads = [threading.Thread(target=push, args=(stamps[i::4],)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert [i.t for i in queue.pop_until()] == list(range(4000))


def test_an_intent_stamped_at_the_last_popped_time_is_not_late_and_clear_empties():
    from game.engine.intents import FLIP, Intent
    from game.engine.queue import IntentQueue
    queue = IntentQueue()
    queue.push(Intent(10, 0, FLIP))
    assert [i.t for i in queue.pop_until(10)] == [10]
    queue.push(Intent(10, 1, FLIP))
    queue.push(Intent(5, 1, FLIP))
    assert [i.t for i in queue.pop_until(20)] == [5, 10]
    assert queue.late == 1 and queue.late_by_max == 5 and queue.last_popped == 10
    queue.push(Intent(30, 0, FLIP))
    queue.clear()
    assert len(queue) == 0 and queue.next_t() is None and queue.last_popped is None
    assert queue.pop_until() == []
