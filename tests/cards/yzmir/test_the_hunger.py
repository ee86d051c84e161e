"""The Hunger: {H} discard every other card in play or in Reserve, both players' (CR 7.3.5);
whenever a card goes to a Discard pile, I gain 1 boost. The rares are Gigantic while
Fleeting (CR 7.4.4), as they are when played from Reserve (CR 5.2.1.c)."""

from altered_tui.engine.characteristics import is_gigantic
from altered_tui.engine.progress import expedition_stats
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, HUB, SKALD, add_mana, put, settle, start


def _devours(version: str, hand_cost: int) -> None:
    g, p = start()
    add_mana(g, p, hand_cost - 3)
    others = [put(g, 1 - p, AMELIA, Zone.EXPEDITION), put(g, 1 - p, HUB, Zone.LANDMARKS),
              put(g, 1 - p, AMELIA, Zone.RESERVE), put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION),
              put(g, p, SKALD, Zone.RESERVE)]
    hunger = put(g, p, version)
    play(g, hunger)
    settle(g)
    assert all(g.cards[c].zone is Zone.DISCARD for c in others)
    assert g.cards[hunger].zone is Zone.EXPEDITION
    assert g.cards[hunger].boosts == 5  # one for each card that went to a Discard pile


def _gigantic_while_fleeting(version: str) -> None:
    g, p = start()
    add_mana(g, p, 3)
    hunger = put(g, p, version, Zone.RESERVE)
    play(g, hunger, side="hero", src="reserve")
    settle(g)
    assert g.cards[hunger].has(Status.FLEETING) and is_gigantic(g, hunger)
    assert expedition_stats(g, p, Side.COMPANION) == [3, 3, 3]  # present in both (CR 7.4.4.b)
    g.cards[hunger].status &= ~Status.FLEETING
    assert not is_gigantic(g, hunger)


def test_alt_bise_b_yz_56_c_discards_everything_else_and_feeds_on_each_card():
    _devours("ALT_BISE_B_YZ_56_C", 9)
    g, p = start()
    add_mana(g, p, 3)
    hunger = put(g, p, "ALT_BISE_B_YZ_56_C", Zone.RESERVE)
    play(g, hunger, src="reserve")
    assert g.cards[hunger].has(Status.FLEETING) and not is_gigantic(g, hunger)


def test_alt_bise_b_yz_56_r1_devours_and_is_gigantic_while_fleeting():
    _devours("ALT_BISE_B_YZ_56_R1", 8)
    _gigantic_while_fleeting("ALT_BISE_B_YZ_56_R1")


def test_alt_bise_b_yz_56_r2_devours_and_is_gigantic_while_fleeting():
    _devours("ALT_BISE_B_YZ_56_R2", 8)
    _gigantic_while_fleeting("ALT_BISE_B_YZ_56_R2")
