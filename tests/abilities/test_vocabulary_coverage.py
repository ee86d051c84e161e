"""Every kind in the ability language has a test of its own that makes it happen."""

import typing
from pathlib import Path

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_ability, render_step
from altered_tui.engine.effects import HANDLERS

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
    assert render_step(samples["draw"]) == "Draw 2 cards"
    assert render_step(samples["boost"]) == "I gain 2 boosts"
    assert render_step(samples["create_token"]) == \
        "Create an Ordis Recruit token in each of your Expeditions"
    assert render_step(samples["send_to"]) == \
        "Send target Character with Hand Cost 3 or less to Reserve"
    reaction = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"),
                           effect=[ab.May(kind="may", steps=[samples["boost"]])])
    assert render_ability(reaction) == "{J} You may have me gain 2 boosts."
