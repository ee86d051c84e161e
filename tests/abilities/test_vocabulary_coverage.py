"""Every kind in the ability language has a test of its own that makes it happen."""

import typing
from pathlib import Path

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_ability, render_step
from altered_tui.engine.steps.effect import HANDLERS

HERE = Path(__file__).parent


def _test_names() -> str:
    return "\n".join(p.read_text() for p in HERE.glob("test_*.py"))


def _step_kinds() -> set[str]:
    union = typing.get_args(ab.Step)[0]
    return {typing.get_args(m.model_fields["kind"].annotation)[0] for m in typing.get_args(union)}


def test_every_step_kind_has_an_interpreter_and_a_test():
    kinds = _step_kinds()
    assert kinds == set(HANDLERS)
    names = _test_names()
    missing = [k for k in sorted(kinds) if f"def test_step_{k}" not in names]
    assert not missing, f"step kinds without a test: {missing}"


def test_every_trigger_kind_has_a_test():
    kinds = typing.get_args(ab.TriggerKind)
    names = _test_names()
    missing = [k for k in kinds if f"def test_trigger_{k}" not in names]
    assert not missing, f"trigger kinds without a test: {missing}"


def test_every_step_kind_renders_to_english():
    samples = {
        "draw": ab.Draw(kind="draw", count=2),
        "boost": ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=2),
        "create_token": ab.CreateToken(kind="create_token", token="Ordis Recruit",
                                       where="each_of_your_expeditions"),
        "send_to": ab.SendTo(kind="send_to", objects=ab.Select(
            ref="target", filter=ab.Filter(max_hand_cost=3)), zone="reserve"),
    }
    assert render_step(samples["draw"]) == "Draw two cards"
    assert render_step(samples["boost"]) == "I gain 2 boosts"
    assert render_step(samples["create_token"]) == \
        "Create an Ordis Recruit Soldier token (1/1/1) in each of your Expeditions"
    assert render_step(samples["send_to"]) == \
        "Send target Character with Hand Cost {3} or less to Reserve"
    reaction = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"),
                           effect=[ab.May(kind="may", steps=[samples["boost"]])])
    assert render_ability(reaction) == "{J} You may have me gain 2 boosts."


def _kinds(union) -> list[str]:
    members = typing.get_args(typing.get_args(union)[0])
    return [typing.get_args(m.model_fields["kind"].annotation)[0] for m in members]


def test_every_passive_kind_has_a_test():
    names = _test_names()
    missing = [k for k in _kinds(ab.Passive) if f"def test_passive_{k}" not in names]
    assert not missing, f"passive kinds without a test: {missing}"


def test_every_keyword_has_a_test():
    names = _test_names() + "\n".join(
        p.read_text() for p in (HERE.parent / "engine").glob("test_*.py"))
    missing = [k for k in ab.Keywords.model_fields if k not in names.lower()]
    assert not missing, f"keywords without a test: {missing}"


def test_every_condition_and_cost_field_has_a_test():
    names = _test_names()
    conditions = [f for f in ab.Condition.model_fields if f"def test_condition_{f}" not in names]
    costs = [f for f in ab.Cost.model_fields if f not in names]
    assert not conditions and not costs, (conditions, costs)


def test_every_card_in_the_pool_renders():
    from altered_tui.cards.pool import default_pool
    from altered_tui.cards.render import render_text

    for card in default_pool():
        text = render_text(card)
        if card.abilities or card.support:
            assert text, card.id


def test_every_target_filter_field_has_a_test():
    names = _test_names()
    missing = [f for f in ab.Filter.model_fields if f"def test_filter_{f}" not in names]
    assert not missing, f"filter fields without a test: {missing}"
