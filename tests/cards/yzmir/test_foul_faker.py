"""Foul Faker: {H} if I'm In Contact (README ruling), Sabotage: discard up to one target card in
a Reserve (CR 7.3.24). R1 and Lyra R2: {J}, played from anywhere."""

from tests.cards.builders import check_facts
from tests.cards.lyra.test_nightclub_bouncer import bounced


def test_alt_duster_b_yz_89_c_in_contact_from_hand_sabotages():
    assert bounced("ALT_DUSTER_B_YZ_89_C", True) == ("discard", False)
    assert bounced("ALT_DUSTER_B_YZ_89_C", False) == ("reserve", False)
    assert bounced("ALT_DUSTER_B_YZ_89_C", True, src="reserve") == ("reserve", False)  # {H} only
    check_facts("ALT_DUSTER_B_YZ_89_C", 2, 1, (1, 1, 1), "YZ")


def test_alt_duster_b_yz_89_r1_in_contact_sabotages_from_anywhere():
    assert bounced("ALT_DUSTER_B_YZ_89_R1", True, src="reserve") == ("discard", False)
    assert bounced("ALT_DUSTER_B_YZ_89_R1", False) == ("reserve", False)
    check_facts("ALT_DUSTER_B_YZ_89_R1", 2, 2, (1, 1, 1), "YZ")


def test_alt_duster_b_yz_89_r2_in_contact_sabotages_from_anywhere():
    assert bounced("ALT_DUSTER_B_YZ_89_R2", True) == ("discard", False)
    assert bounced("ALT_DUSTER_B_YZ_89_R2", False, src="reserve") == ("reserve", False)
    check_facts("ALT_DUSTER_B_YZ_89_R2", 2, 2, (1, 1, 1), "LY")
