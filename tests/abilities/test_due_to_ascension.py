"""Moves 'due to Ascension' (README rulings, Ascend): an Expedition that moved at Dusk with at
least one tie counted because it was Ascended (CR 4.2.4.e's exception)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, character, give, options
from tests.cards.builders import recruits, start

ME_BOOST = ab.Boost(kind="boost", objects=ab.Select(ref="me"))
RECRUIT = ab.CreateToken(kind="create_token", token="Ordis Recruit", where="my_expedition")


def _to_dusk_end(g) -> None:
    day = g.day
    while g.day == day and not g.over:
        opts = options(g)
        act(g, "pass" if "pass" in opts else ("expand none" if "expand none" in opts else opts[0]))


def _tied(g, p, side: Side, me_stats=(2, 2, 2), their_stats=(2, 2, 2), *abilities) -> int:
    give(g, 1 - p, character(stats=their_stats), Zone.EXPEDITION, side)
    return give(g, p, character(*abilities, stats=me_stats), Zone.EXPEDITION, side)


def test_passive_ascension_moves_more_6_2_b_one_more_region():
    g, p = start()
    _tied(g, p, Side.HERO, (2, 2, 2), (2, 2, 2),
          ab.PassiveAbility(kind="passive", effect=ab.AscensionMovesMore(kind="ascension_moves_more")))
    g.ascended.append((p, Side.HERO))
    _to_dusk_end(g)
    assert g.players[p].positions[Side.HERO] == 2


def test_trigger_expedition_moves_forward_due_to_ascension_only_with_an_ascended_tie():
    for theirs, tokens in (((2, 2, 2), 1), ((0, 0, 0), 0)):
        g, p = start()
        reaction = ab.Reaction(kind="reaction", trigger=ab.Trigger(
            on="expedition_moves_forward", due_to_ascension=True), effect=[RECRUIT])
        _tied(g, p, Side.COMPANION, (2, 2, 2), theirs, reaction)
        g.ascended.append((p, Side.COMPANION))
        _to_dusk_end(g)
        assert g.players[p].positions[Side.COMPANION] == 6  # it moved either way
        # made at Dusk (Rest then takes tokens away, CR 2.1.e)
        assert sum(1 for e in g.log if e.kind == "token") == tokens


def test_trigger_both_expeditions_move_due_to_ascension_needs_both():
    for both, wins in ((True, True), (False, False)):
        g, p = start()
        g.ascended += [(p, Side.HERO), (p, Side.COMPANION)]
        _tied(g, p, Side.HERO, (2, 2, 2), (2, 2, 2), ab.Reaction(
            kind="reaction", trigger=ab.Trigger(on="both_expeditions_move_due_to_ascension"),
            effect=[ab.WinGame(kind="win_game")]))
        _tied(g, p, Side.COMPANION, (2, 2, 2), (2, 2, 2) if both else (3, 3, 3))
        _to_dusk_end(g)
        assert (g.winner == p) == wins


def test_condition_in_ascended_expedition_6_3_e_read_as_i_leave():
    for ascended, tokens in ((True, 1), (False, 0)):
        g, p = start()
        give(g, p, character(ab.Reaction(kind="reaction", trigger=ab.Trigger(on="leaves_expedition"),
                                         condition=ab.Condition(in_ascended_expedition=True),
                                         effect=[RECRUIT])), Zone.EXPEDITION, Side.HERO)
        if ascended:
            g.ascended.append((p, Side.HERO))
        _to_dusk_end(g)  # Rest sends it to Reserve before Ascension ends
        assert len(recruits(g, p, Side.HERO)) == tokens
