"""Winter Outfits, an Expedition Permanent: Characters in my Expedition have their Forest,
Mountain and Water equal to their highest statistic (CR 2.3); the rares lose Fleeting when
played from Reserve."""

from altered_tui.engine.objects import stats
from altered_tui.engine.progress import expedition_stats
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import NAVIGATOR, SKALD, put, start


def _outfits(version: str, src: str = "hand"):
    g, p = start()
    dressed = put(g, p, SKALD, Zone.EXPEDITION)  # 3/0/2
    cold = put(g, p, NAVIGATOR, Zone.EXPEDITION, Side.COMPANION)  # 0/0/4
    outfits = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, outfits, src=src)
    assert stats(g, dressed) == (3, 3, 3) and stats(g, cold) == (0, 0, 4)
    assert expedition_stats(g, p, Side.HERO) == [3, 3, 3]
    return g, outfits


def test_alt_alize_b_ly_43_c_raises_every_statistic_to_the_highest():
    g, outfits = _outfits("ALT_ALIZE_B_LY_43_C", src="reserve")
    assert g.cards[outfits].has(Status.FLEETING)  # played from Reserve (CR 5.2.1.b)


def test_alt_alize_b_ly_43_r1_from_reserve_loses_fleeting():
    g, outfits = _outfits("ALT_ALIZE_B_LY_43_R1", src="reserve")
    assert not g.cards[outfits].has(Status.FLEETING)


def test_alt_alize_b_ly_43_r2_from_reserve_loses_fleeting():
    _outfits("ALT_ALIZE_B_LY_43_R2")
    g, outfits = _outfits("ALT_ALIZE_B_LY_43_R2", src="reserve")
    assert not g.cards[outfits].has(Status.FLEETING)
