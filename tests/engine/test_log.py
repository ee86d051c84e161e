"""The game log (engine/log.py): each event holds what it was logged with, in its own field,
numbered in order, with the day, phase and nesting depth of the moment it happened."""

from pydantic import BaseModel

from altered_tui.cards.pool import default_pool
from altered_tui.engine.log import dump, log

from tests.engine.builders import afternoon


def test_an_event_holds_each_value_it_was_logged_with():
    g = afternoon()
    g.stack.append(object())  # work in progress: the event is nested one deep
    before = len(g.log)
    e = log(g, "test_kind", rule="1.2.3", cause="a cause", player=1, private_to=0,
            hidden=("cards",), data={"cards": [7], "count": 1})
    g.stack.pop()
    assert g.log[-1] is e
    assert (e.seq, e.day, e.phase, e.kind, e.rule, e.cause, e.player, e.private_to,
            e.hidden, e.data, e.depth) == (
        before + 1, g.day, g.phase, "test_kind", "1.2.3", "a cause", 1, 0,
        ("cards",), {"cards": [7], "count": 1}, 1)


def test_an_event_logged_without_data_has_its_own_empty_data():
    g = afternoon()
    first, second = log(g, "a"), log(g, "b")
    assert first.data == {} and first.data is not second.data
    assert (first.seq, second.seq) == (second.seq - 1, len(g.log))
    assert (first.player, first.private_to, first.hidden, first.rule) == (None, None, (), "")


def _models_within(value, found):
    """Every pydantic model inside a value, nested ones included."""
    if isinstance(value, BaseModel):
        found.append(value)
        for name in type(value).model_fields:
            _models_within(getattr(value, name), found)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            _models_within(v, found)
    elif isinstance(value, dict):
        for v in value.values():
            _models_within(v, found)
    return found


def test_dump_gives_what_pydantic_dumps_for_every_ability_of_the_pool():
    found: list[BaseModel] = []
    pool = default_pool()
    for d in list(pool) + pool.tokens():
        _models_within([d.abilities, d.support, d.keywords], found)
    assert len(found) > 1000  # every kind of the vocabulary, nested filters and costs
    for m in found:
        for exclude in (False, True):
            expected = m.model_dump(exclude_defaults=exclude)
            got = dump(m, exclude_defaults=exclude)
            assert got == expected and repr(got) == repr(expected), (m, exclude)
