"""'If my Expedition would move forward, you may discard me instead to ...' (CR 6.2.b, 6.2.d),
at Dusk and by an effect, and looking at the top cards to keep one (CR 7.3.5)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.cards.render import render_step, render_text
from altered_tui.engine.types import Phase, Side, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options
from tests.cards.builders import progress, until_pending

DRAW_TWO = [ab.Draw(kind="draw", count=2)]
TOME = CardDef(id="TEST_TOME", name="Moving Tome", type=CardType.PERMANENT,
               zone_type=ZoneType.EXPEDITION, abilities=(ab.PassiveAbility(
                   kind="passive", effect=ab.DiscardInsteadOfMoving(
                       kind="discard_instead_of_moving", then=DRAW_TWO)),))


def _drawn_by(g, cid):
    return sum(e.data["count"] for e in g.log if e.kind == "draw" and e.cause == f"card:{cid}")


def test_passive_discard_instead_of_moving_6_2_d_at_dusk_the_others_still_move():
    g = game_at_first_turn()
    p = g.pending.player
    tome = give(g, p, TOME, Zone.EXPEDITION, Side.HERO)
    give(g, p, character(stats=(20, 20, 20)), Zone.EXPEDITION, Side.HERO)
    give(g, p, character(stats=(20, 20, 20)), Zone.EXPEDITION, Side.COMPANION)
    until_pending(g, "may", p)
    assert g.phase is Phase.DUSK
    act(g, "yes")
    assert tome in g.players[p].discard and _drawn_by(g, tome) == 2
    assert progress(g, p, Side.HERO) == 0 and progress(g, p, Side.COMPANION) == 1
    assert render_text(TOME) == ("If my Expedition would move forward, you may discard me "
                                 "instead to draw two cards.")


def test_passive_discard_instead_of_moving_6_2_d_an_effect_moving_it():
    forward = ab.MoveExpedition(kind="move_expedition", direction="forward")
    for answer, moved in (("yes", 0), ("no", 1)):
        g = game_at_first_turn()
        p = g.pending.player
        tome = give(g, p, TOME, Zone.EXPEDITION, Side.HERO)
        cast(g, forward)
        act(g, "expedition -> hero yours")
        assert g.pending.kind == "may" and options(g) == ["yes", "no"]
        act(g, answer)
        assert progress(g, p, Side.HERO) == moved
        assert (tome in g.players[p].discard) == (answer == "yes")
        assert _drawn_by(g, tome) == (2 if answer == "yes" else 0)


def test_step_look_take_one_7_3_5_one_to_hand_the_others_discarded():
    g = game_at_first_turn()
    p = g.pending.player
    step = ab.LookTakeOne(kind="look_take_one", look=3)
    top = list(g.players[p].deck[:3])
    cast(g, step)
    assert len(options(g)) == 3
    act(g, next(o for o in options(g) if f"#{top[1]}" in o))
    assert top[1] in g.players[p].hand
    assert top[0] in g.players[p].discard and top[2] in g.players[p].discard
    taken = next(e for e in g.log if e.kind == "put" and e.data.get("via") == "looked_to_hand")
    assert taken.private_to == p and "card" in taken.hidden  # the opponent does not see it
    assert render_step(step) == ("Look at the top three cards of your Deck. Put one in your hand "
                                 "and discard the others")
