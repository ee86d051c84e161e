"""The French card renderer: every step, trigger and passive kind, every card of the pool."""

from __future__ import annotations

import re
import typing

import pytest

from altered_tui.cards import abilities as ab
from altered_tui.cards.pool import default_pool
from altered_tui.cards.render import render_text
from altered_tui.cards import render_fr

# English words of the game's vocabulary that must not remain in French card text.
ENGLISH = re.compile(
    r"\b(When|you|your|the|gains?|loses?|target|may|each|cards?|Reserve|Expedition|"
    r"Characters?|Spells?|Landmarks?|Hand|Fleeting|Anchored|Asleep|Exhausted|"
    r"Tough|Gigantic|Defender|Eternal|Seasoned|Scout|Cooldown|Resupply|Noon|Dusk|"
    r"Afternoon|Draw|Discard|Send|Create|token|moves|forward|Support|After You)\b")


def _cards():
    pool = default_pool()
    return list(pool)


def _data_names(pool_cards) -> set[str]:
    """Card names, sub-types and token names: card data, kept as written."""
    names = set()
    for card in pool_cards:
        names.add(card.name)
        names.update(card.subtypes or [])
    return names


def _walk(obj):
    if isinstance(obj, ab.BaseModel):
        yield obj
        for name in type(obj).model_fields:
            yield from _walk(getattr(obj, name))
    elif isinstance(obj, (list, tuple)):
        for x in obj:
            yield from _walk(x)
    elif isinstance(obj, dict):
        for x in obj.values():
            yield from _walk(x)


def _kinds(union) -> set[str]:
    members = typing.get_args(typing.get_args(union)[0])
    return {typing.get_args(m.model_fields["kind"].annotation)[0] for m in members}


def test_every_card_renders_in_french_without_english_terms():
    cards = _cards()
    names = sorted(_data_names(cards), key=len, reverse=True)
    for card in cards:
        text = render_text(card, lang="fr")
        assert text.count("\n") == render_text(card).count("\n"), card.id
        stripped = text
        for name in names:
            stripped = stripped.replace(name, "")
        for step in _walk([*card.abilities, *card.support]):
            if isinstance(step, ab.CreateToken):
                stripped = stripped.replace(step.token, "")
        found = ENGLISH.findall(stripped)
        assert not found, f"{card.id}: English {found} in {text!r}"


def test_the_pool_or_samples_cover_every_step_trigger_and_passive_kind():
    seen_steps, seen_triggers, seen_passives = set(), set(), set()
    for card in _cards():
        for node in _walk([*card.abilities, *card.support]):
            kind = getattr(node, "kind", None)
            if isinstance(node, ab.Trigger):
                seen_triggers.add(node.on)
            elif kind in _kinds(ab.Passive):
                seen_passives.add(kind)
            elif kind is not None:
                seen_steps.add(kind)
    every_step = _kinds(ab.Step)
    # Kinds no card uses yet are rendered from a minimal sample.
    me = {"ref": "me"}
    samples = {"draw": {}, "resupply": {}, "sabotage": {}, "after_you": {},
               "boost": {"objects": me}, "gain_status": {"objects": me, "status": "asleep"},
               "lose_status": {"objects": me, "status": "fleeting"},
               "send_to": {"objects": me, "zone": "hand"}, "sacrifice": {"objects": me},
               "create_token": {"token": "Booda"}, "move_expedition": {"direction": "backward"},
               "switch_expeditions": {"objects": me}, "put_from_hand": {"zone": "mana"},
               "may": {"steps": [{"kind": "draw"}]},
               "roll_die": {"outcomes": [{"low": 1, "high": 3, "steps": [{"kind": "draw"}]}]},
               "choose_one": {"modes": [[{"kind": "draw"}], [{"kind": "resupply"}]]},
               "gain_counters": {"counter": "kelon"}, "next_play": {"free": True},
               "activate_joins": {"objects": me}, "choose_target": {"objects": {"ref": "target"}},
               "reserve_to_hand": {}, "discard_from_hand": {"who": "opponent"},
               "exhaust": {"objects": {"ref": "target"}}, "ready": {"objects": me},
               "play_me_for_free": {"then_gains": "fleeting"}, "cant_move_forward": {},
               "if": {"condition": {"first_player": True}, "steps": [{"kind": "draw"}]},
               "reveal_top": {},
               "play_or_take_it": {},
               "discard_reserve": {"who": "each"},
               "modify_die": {"amount": 2},
               "after_rest": {"steps": [{"kind": "sabotage"}]},
               "win_game": {},
               "put_revealed": {"reveal": 4, "count": 2, "then_gains": "fleeting"},
               "deck_to_mana": {"who": "each", "count": 2},
               "discard_mana_orb": {"then": [{"kind": "draw"}]},
               "put_me_in": {}}
    from pydantic import TypeAdapter

    adapter = TypeAdapter(ab.Step)
    for kind in every_step:
        step = adapter.validate_python({"kind": kind, **samples[kind]})
        text = render_fr.render_step(step)
        assert text and not ENGLISH.search(text.replace("Booda", "")), (kind, text)
    for on in typing.get_args(ab.TriggerKind):
        assert render_fr.render_trigger(ab.Trigger(on=on)).strip(), on
    for passive in (ab.DiceAdvantage(kind="dice_advantage"),
                    ab.ResupplyReveal(kind="resupply_reveal"),
                    ab.CostOption(kind="cost_option", reduce=1),
                    ab.StartCounters(kind="start_counters", counter="heroism", amount=5),
                    ab.DieBonus(kind="die_bonus"),
                    ab.GrantKeywords(kind="grant_keywords", to=ab.Filter(),
                                     keywords=ab.Keywords(tough=1)),
                    ab.MorningChange(kind="morning_change", draw=3, expand_from_deck=True),
                    ab.PlayedFleeting(kind="played_fleeting", filter=ab.Filter(type="spell")),
                    ab.RegionsAre(kind="regions_are", terrain="mountain"),
                    ab.GrantAbility(kind="grant_ability", to=ab.Filter(), ability=ab.Reaction(
                        kind="reaction", trigger=ab.Trigger(on="played_from_reserve"),
                        effect=[ab.Draw(kind="draw")])),
                    ab.LeaveToMana(kind="leave_to_mana", optional=True, while_boosted=True,
                                   otherwise=[ab.Draw(kind="draw")])):
        assert not ENGLISH.search(render_fr.render_passive(passive))
    assert seen_steps - {"reaction", "quick", "effect", "passive"} <= every_step
    assert seen_triggers and seen_passives


def test_english_rendering_is_unchanged_by_default():
    card = next(c for c in _cards() if c.abilities)
    assert render_text(card) == render_text(card, lang="en")
    assert render_text(card, lang="fr") != render_text(card)


@pytest.mark.parametrize("lang", ["fr"])
def test_keywords_line_in_french(lang):
    card = next(c for c in _cards() if c.keywords.tough)
    assert render_text(card, lang=lang).startswith("Coriace")
