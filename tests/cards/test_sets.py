"""The sets of Altered: a card version's set comes from its id; `cards --set` lists one set;
decks may mix sets, and CR 1.1.4 counts a name's copies whatever their set."""

from altered_tui.cards.decks import load_deck
from altered_tui.cards.pool import default_pool
from altered_tui.cards.sets import SETS, find_set, set_of
from altered_tui.cli import main

from tests.cards.helpers import write

AXIOM_HERO = "ALT_CORE_B_AX_01_C"  # Sierra & Oddball
# 33 Core Axiom cards of 11 names, 3 each
CORE_AXIOM = ["ALT_CORE_B_AX_04_C", "ALT_CORE_B_AX_08_C", "ALT_CORE_B_AX_11_C", "ALT_CORE_B_AX_16_C",
              "ALT_CORE_B_AX_23_C", "ALT_CORE_B_AX_24_C", "ALT_CORE_B_AX_25_C", "ALT_CORE_B_AX_07_C",
              "ALT_CORE_B_AX_10_C", "ALT_CORE_B_AX_12_C", "ALT_CORE_B_AX_15_C"]
VISHVAKARMA_C, VISHVAKARMA_R1, VISHVAKARMA_R2 = ("ALT_ALIZE_B_AX_39_C", "ALT_ALIZE_B_AX_39_R1",
                                                 "ALT_ALIZE_B_AX_39_R2")
FROZEN_DELIVERY = "ALT_ALIZE_B_AX_41_C"


def _deck_list(tmp_path, *alize: tuple[int, str]):
    """A .txt deck list: the Axiom Hero, 33 Core cards, then the given Trial by Frost entries
    (the first of them on line 13)."""
    lines = [f"1 {AXIOM_HERO}"] + [f"3 {cid}" for cid in CORE_AXIOM]
    lines += [f"{n} {cid}" for n, cid in alize]
    return write(tmp_path / "mixed.txt", "\n".join(lines) + "\n")


def test_a_versions_set_is_read_from_its_id():
    pool = default_pool()
    assert pool["ALT_CORE_B_AX_07_C"].card_set.name == "Beyond the Gates"
    assert pool[VISHVAKARMA_R1].card_set.name == "Trial by Frost"
    assert set_of("ALT_BISE_B_LY_40_C").code == "bise"
    assert set_of("ALT_ALIZE_P_AX_48_C").code == "alize"  # promotional numbering, same set
    assert set_of("ALT_EOLE_B_BR_123_C").name == "Roots of Corruption"
    assert set_of("TEST_BR_01_C") is None and set_of("ALT_NOPE_B_AX_01_C") is None


def test_every_set_is_found_by_code_or_english_name():
    assert [s.code for s in SETS] == ["core", "alize", "bise", "cyclone", "duster", "eole"]
    assert find_set("Trial by Frost") is find_set("ALIZE") is SETS[1]
    assert [s.name for s in SETS[2:]] == ["Whispers from the Maze", "Skybound Odyssey", "Seeds of Unity",
                                     "Roots of Corruption"]
    assert find_set("frost") is None


def test_every_bundled_card_belongs_to_a_known_set():
    assert all(d.card_set is not None for d in default_pool())


def test_cards_set_lists_only_that_set_under_its_english_name(capsys):
    assert main(["cards", "--set", "alize", "--brief", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Trial by Frost (alize):" in out and VISHVAKARMA_C in out
    assert "ALT_CORE_" not in out
    assert main(["cards", "--set", "Beyond the Gates", "--faction", "AX", "--brief", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Beyond the Gates (core):" in out and "ALT_CORE_B_AX_07_C" in out and "ALT_ALIZE" not in out


def test_cards_unknown_set_is_a_one_line_error_naming_the_sets(capsys):
    assert main(["cards", "--set", "frost"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "frost" in err and "alize (Trial by Frost)" in err


def test_a_deck_list_mixing_core_and_trial_by_frost_loads_and_is_legal(tmp_path):
    path = _deck_list(tmp_path, (3, VISHVAKARMA_C), (3, FROZEN_DELIVERY))
    deck = load_deck(path, default_pool(), constructed=True)
    assert deck.legal and deck.size == 39
    assert {default_pool()[c].card_set.code for c, _ in deck.cards} == {"core", "alize"}


def test_1_1_4_e_copies_of_a_name_count_across_its_versions_in_a_mixed_deck(tmp_path, capsys):
    path = _deck_list(tmp_path, (2, VISHVAKARMA_C), (2, VISHVAKARMA_R1), (2, FROZEN_DELIVERY))
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:14: {VISHVAKARMA_R1}: brings Vishvakarma to 4 cards" in out and "1.1.4.e" in out


def test_1_1_4_d_a_trial_by_frost_version_of_another_faction_is_refused(tmp_path, capsys):
    path = _deck_list(tmp_path, (3, VISHVAKARMA_R2), (3, FROZEN_DELIVERY))
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:13: {VISHVAKARMA_R2}: Vishvakarma is Ordis" in out and "1.1.4.d" in out


def test_1_1_4_f_rares_of_both_sets_add_up(tmp_path, capsys):
    # 12 Core rares (4 names x 3) + 3 Trial by Frost rares: 15 is the limit; one more is over.
    core_rares = ["ALT_CORE_B_AX_07_R", "ALT_CORE_B_AX_10_R", "ALT_CORE_B_AX_12_R", "ALT_CORE_B_AX_15_R"]
    lines = [f"1 {AXIOM_HERO}"] + [f"3 {c}" for c in CORE_AXIOM[:7] + core_rares]
    lines += ["3 ALT_ALIZE_B_AX_41_R1", f"1 {VISHVAKARMA_R1}", f"2 {VISHVAKARMA_C}"]
    path = write(tmp_path / "rares.txt", "\n".join(lines) + "\n")
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:14: {VISHVAKARMA_R1}: brings the rares to 16" in out and "1.1.4.f" in out


def test_a_deck_list_mixing_core_and_roots_of_corruption_loads_and_is_legal(tmp_path):
    # Make it Work (a Feat) and Corrupted Paju, both Axiom commons of Roots of Corruption
    path = _deck_list(tmp_path, (3, "ALT_EOLE_B_AX_121_C"), (3, "ALT_EOLE_B_AX_108_C"))
    deck = load_deck(path, default_pool(), constructed=True)
    assert deck.legal and deck.size == 39
    assert {default_pool()[c].card_set.code for c, _ in deck.cards} == {"core", "eole"}


def test_cards_set_eole_lists_roots_of_corruption(capsys):
    assert main(["cards", "--set", "eole", "--brief", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Roots of Corruption (eole):" in out and "ALT_EOLE_B_AX_121_C" in out
    assert "ALT_DUSTER_" not in out
