"""The per-definition ability index and the per-game summary of which cards have what
(engine/card_index.py): a search must still find an ability added to the game after the
summary was first worked out (CR 2.3: passive abilities work as soon as their object is in
play)."""

import pickle

from altered_tui.cards import abilities as ab
from altered_tui.engine.card_index import dusk_roll, kinds_in, me_select
from altered_tui.engine.objects import passives
from altered_tui.engine.playing import scout_reaction
from altered_tui.engine.state import CardDefs
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import character, game_at_first_turn, give

DICE = ab.PassiveAbility(kind="passive", effect=ab.DiceAdvantage(kind="dice_advantage"))


def test_2_3_a_passive_of_a_card_given_after_a_search_is_found():
    g = game_at_first_turn()
    assert passives(g, "dice_advantage", 0) == []  # the summary is worked out here
    cid = give(g, 0, character(DICE), Zone.EXPEDITION, Side.HERO)
    assert [c for c, _effect in passives(g, "dice_advantage", 0)] == [cid]


def test_2_3_a_definition_replaced_under_the_same_id_is_searched_anew():
    g = game_at_first_turn()
    plain = character()
    cid = give(g, 0, plain, Zone.EXPEDITION, Side.HERO)
    assert "dice_advantage" not in kinds_in(g).passives
    g.defs[plain.id] = character(DICE).model_copy(update={"id": plain.id})
    assert [c for c, _effect in passives(g, "dice_advantage", 0)] == [cid]


def test_card_defs_count_every_change_and_survive_pickling():
    defs = CardDefs()
    d = character()
    defs[d.id] = d
    defs.update({"other": d})
    defs.setdefault("third", d)
    defs.pop("third")
    assert defs.changes == 4
    copy = pickle.loads(pickle.dumps(defs))
    assert isinstance(copy, CardDefs) and dict(copy) == dict(defs)


def test_the_abilities_the_engine_makes_in_play_equal_the_validated_ones():
    """Made without a validator run, they are what validating the same values gives."""
    me = ab.Select(ref="me")
    for made, validated in (
            (me_select(), me),
            (dusk_roll(), ab.RollDie(kind="roll_die",
                                     outcomes=[ab.Outcome(low=1, high=6, steps=[])])),
            (scout_reaction(), ab.Reaction(kind="reaction", trigger=ab.Trigger(on="played_from_hand"),
                                           effect=[ab.SendTo(kind="send_to", objects=me, zone="reserve")])),
            (ab.Boost.model_construct(kind="boost", objects=me_select(), amount=2),
             ab.Boost(kind="boost", objects=me, amount=2)),
            (ab.GainStatus.model_construct(kind="gain_status", objects=me_select(), status="anchored"),
             ab.GainStatus(kind="gain_status", objects=me, status="anchored")),
            (ab.LoseStatus.model_construct(kind="lose_status", objects=me_select(), status="fleeting"),
             ab.LoseStatus(kind="lose_status", objects=me, status="fleeting")),
            (ab.Resupply.model_construct(kind="resupply", exhausted=True),
             ab.Resupply(kind="resupply", exhausted=True))):
        assert made == validated and repr(made) == repr(validated)
        assert made.model_dump() == validated.model_dump()
