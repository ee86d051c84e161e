"""The two keywords Trial by Frost and Whispers from the Maze use most: Scout X (CR 7.4.5) and
Cooldown (CR 7.4.1), each part of their rules made to happen in a game."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardType, ZoneType
from altered_tui.cards.pool import default_pool
from altered_tui.cards.render import render_text
from altered_tui.engine import apply_inplace, legal_actions
from altered_tui.engine.types import Status, Zone
from altered_tui.engine.zones import ready_orbs

from tests.engine.builders import afternoon, define, put

DRAW_ON_JOIN = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"),
                           effect=[ab.Draw(kind="draw")])


def _with_abilities(g, card_id, *abilities):
    g.defs[card_id] = g.defs[card_id].model_copy(update={"abilities": tuple(abilities)})
    return card_id


def _plays(g, cid):
    """The text forms of the ways the player to act may play card cid."""
    return [a.text for a in legal_actions(g) if a.verb == "play" and a.card == cid]


def _orbs(g, p):
    return len(ready_orbs(g, p))


def test_7_4_5_a_a_permanent_with_scout_is_played_for_x_and_sent_to_reserve():
    g = afternoon(0)
    p = g.pending.player
    card_id = define(g, "Scouting Outpost", type=CardType.PERMANENT, zone_type=ZoneType.LANDMARK,
                     cost=(3, 3), scout=1)
    cid = put(g, card_id, p, Zone.HAND)
    assert f"play Scouting Outpost#{cid}@hand scout" in _plays(g, cid)
    before = _orbs(g, p)
    apply_inplace(g, f"play Scouting Outpost#{cid}@hand scout")
    assert before - _orbs(g, p) == 1  # X, not the Hand Cost of 3
    assert g.cards[cid].zone is Zone.RESERVE  # its {H} Reaction sent it there from the Landmarks


def test_7_4_5_b_scout_works_only_from_hand():
    g = afternoon(0)
    p = g.pending.player
    card_id = define(g, "Scouting Courier", stats=(1, 1, 1), cost=(3, 1), scout=1)
    cid = put(g, card_id, p, Zone.RESERVE)
    plays = _plays(g, cid)
    assert plays and not any(t.endswith("scout") for t in plays)


def test_7_4_5_c_scout_is_an_alternative_cost_chosen_as_the_card_is_declared():
    g = afternoon(0)
    p = g.pending.player
    cid = put(g, define(g, "Scouting Courier", stats=(1, 1, 1), cost=(3, 3), scout=1), p, Zone.HAND)
    assert {"play Scouting Courier#%d@hand -> hero" % cid,
            "play Scouting Courier#%d@hand -> hero scout" % cid} <= set(_plays(g, cid))
    before = _orbs(g, p)
    apply_inplace(g, f"play Scouting Courier#{cid}@hand -> hero")  # the normal cost
    assert before - _orbs(g, p) == 3
    assert g.cards[cid].zone is Zone.EXPEDITION  # not played for Scout: it stays


def test_7_4_5_c_remark_other_reactions_of_the_play_still_resolve_after_it_leaves():
    g = afternoon(0)
    p = g.pending.player
    card_id = _with_abilities(g, define(g, "Scouting Courier", stats=(1, 1, 1), cost=(3, 3),
                                        scout=1), DRAW_ON_JOIN)
    cid = put(g, card_id, p, Zone.HAND)
    hand = len(g.players[p].hand)
    apply_inplace(g, f"play Scouting Courier#{cid}@hand -> hero scout")
    reacts = sorted((a.text for a in legal_actions(g) if a.verb == "react"),
                    key=lambda t: int(t.rsplit("e", 1)[1]))
    assert len(reacts) == 2  # the player orders the Scout Reaction and the {J} Reaction
    apply_inplace(g, reacts[0])  # Scout's first: the card goes to Reserve
    assert g.cards[cid].zone is Zone.RESERVE
    while g.pending.kind == "reaction":
        apply_inplace(g, legal_actions(g)[0])
    assert len(g.players[p].hand) == hand  # one card played, one drawn by the {J} Reaction


def test_7_4_5_d_cost_alterations_apply_to_the_scout_cost():
    g = afternoon(0)
    p = g.pending.player
    cid = put(g, define(g, "Scouting Courier", stats=(1, 1, 1), cost=(4, 4), scout=2), p, Zone.HAND)
    g.ongoing.append({"controller": p, "step": ab.NextPlay(
        kind="next_play", filter=ab.Filter(type="character"), cost_change=-1)})
    before = _orbs(g, p)
    apply_inplace(g, f"play Scouting Courier#{cid}@hand -> hero scout")
    assert before - _orbs(g, p) == 1  # Scout 2, one less
    assert g.ongoing == []


def test_7_4_1_b_a_cooldown_spell_from_hand_goes_to_reserve_exhausted_and_cant_be_played():
    g = afternoon(0)
    p = g.pending.player
    cid = put(g, _with_abilities(g, define(g, "Cold Spark", type=CardType.SPELL, cooldown=True),
                                 ab.SpellEffect(kind="effect", steps=[ab.Draw(kind="draw")])),
              p, Zone.HAND)
    apply_inplace(g, f"play Cold Spark#{cid}@hand")
    assert cid in g.players[p].reserve and g.cards[cid].has(Status.EXHAUSTED)
    apply_inplace(g, "pass")  # the opponent passes: the player's turn again
    assert g.pending.player == p and _plays(g, cid) == []  # exhausted (CR 2.4.5.c)


def test_7_4_1_c_cooldown_does_nothing_to_a_spell_that_does_not_go_to_reserve():
    g = afternoon(0)
    p = g.pending.player
    spell = _with_abilities(g, define(g, "Cold Spark", type=CardType.SPELL, cooldown=True),
                            ab.SpellEffect(kind="effect", steps=[ab.Draw(kind="draw")]))
    from_reserve = put(g, spell, p, Zone.RESERVE)
    apply_inplace(g, f"play Cold Spark#{from_reserve}@reserve")
    assert from_reserve in g.players[p].discard  # from Reserve: discarded, as any Spell
    apply_inplace(g, "pass")
    fleeting = put(g, _with_abilities(g, define(g, "Cold Flash", type=CardType.SPELL, cooldown=True,
                                                fleeting=True),
                                      ab.SpellEffect(kind="effect", steps=[ab.Draw(kind="draw")])),
                   p, Zone.HAND)
    apply_inplace(g, f"play Cold Flash#{fleeting}@hand")
    assert fleeting in g.players[p].discard  # Fleeting: discarded, not exhausted in Reserve
    assert not g.cards[fleeting].has(Status.EXHAUSTED)


def test_7_4_1_a_cooldown_is_a_spell_keyword_shown_on_the_card():
    text = render_text(default_pool()["ALT_ALIZE_B_AX_41_C"])
    assert text.startswith("Cooldown.")
