"""Every version of the bundled pool, in English and French, reads the way card text is
written: each test below renders the whole pool and names the versions that break one habit
of the printed cards, found from the rendered text and the ability structure alone."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Iterator

from pydantic import BaseModel

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef
from altered_tui.cards.pool import default_pool
from altered_tui.cards.render import card_text, render_ability, render_steps, render_text

LANGS = ("en", "fr")
# The words of each language the checks look for.
IF_YOU_DO = {"en": "If you do, ", "fr": "Si vous le faites, "}
EXHAUST_MARK = {"en": r"(?i)\bexhausts? \(\{T\}\)", "fr": r"(?i)\bépuise[rz]? \(\{T\}\)"}
DASH = " — "


@lru_cache(maxsize=None)
def _pool() -> tuple[CardDef, ...]:
    return tuple(default_pool())


def _abilities(card: CardDef) -> list[Any]:
    return [*card.abilities, *card.support]


def _walk(x: Any) -> Iterator[BaseModel]:
    """Every model inside x (x included), depth first."""
    if isinstance(x, BaseModel):
        yield x
        for name in type(x).model_fields:
            yield from _walk(getattr(x, name))
    elif isinstance(x, (list, tuple)):
        for item in x:
            yield from _walk(item)


def _steps(x: Any) -> Iterator[Any]:
    return (m for m in _walk(x) if hasattr(m, "kind") and not isinstance(
        m, (ab.Reaction, ab.QuickAction, ab.SpellEffect, ab.PassiveAbility)))


def _unquoted(text: str) -> str:
    """The text without the abilities it quotes (a token's, "with '...'")."""
    return re.sub(r'"[^"]*"|«[^»]*»', "", text)


def _failing(check) -> list[str]:
    bad = []
    for card in _pool():
        for lang in LANGS:
            why = check(card, lang)
            if why:
                bad.append(f"{card.id} [{lang}]: {why}")
    return bad


# What reads as a sentence of its own after "If you do, ...": a list of modes, a die roll,
# a condition, a choice.
OWN_SENTENCES = {"if", "choose_one", "repeat", "roll_die", "remove_boosts", "sabotage", "may",
                 "rush"}


def _chained(steps: list[Any]) -> bool:
    return len(steps) >= 2 and not any(s.kind in OWN_SENTENCES for s in steps)


def test_an_if_you_do_chain_is_one_sentence():
    """Steps that happen only "if you do" read in one sentence ("create ..., then draw a
    card"); a second sentence would read as if it always happened."""
    def check(card: CardDef, lang: str) -> str:
        for step in _steps(_abilities(card)):
            then = getattr(step, "then", None)
            if step.kind in ("sacrifice", "exhaust", "discard_mana_orb") and then and \
                    _chained(then):
                text = _unquoted(render_steps([step], lang))
                after = text.split(IF_YOU_DO[lang], 1)[-1]
                if re.search(r"\.\s+\S", after):
                    return text
        return ""
    assert not _failing(check)


def _chosen_exhausts(a: Any) -> int:
    """The exhausts the player chooses to do ("you may exhaust target card", a "you may"
    cost) or whose one card of theirs they pick ("exhaust a card in your Reserve")."""
    n = 0
    for m in _walk(a):
        if isinstance(m, ab.May):
            first = m.steps[0]
            if first.kind == "choose_target" and len(m.steps) > 1:
                first = m.steps[1]
            n += first.kind == "exhaust" and first.objects.ref not in ("me",)
        if isinstance(m, ab.Exhaust) and (m.chosen_by == "each" or (
                m.objects.ref == "choose" and m.objects.count == 1 and not m.objects.up_to
                and not m.objects.any_number)):
            n += 1
        if isinstance(m, ab.MayCost):
            n += int(m.exhaust_permanent) + int(m.exhaust_reserve_card)
    return n


def test_an_exhaust_step_shows_the_exhaust_mark():
    """"You may exhaust ({T}) target card", "Exhaust ({T}) a card in your Reserve": the mark
    follows the verb where the player chooses to exhaust or picks their one card, in a
    Reaction, a Spell or a "you may" cost; a quick action's cost shows the symbol already."""
    def check(card: CardDef, lang: str) -> str:
        for a in _abilities(card):
            if isinstance(a, ab.QuickAction):
                continue
            named = _chosen_exhausts(a)
            text = _unquoted(render_ability(a, lang))
            if len(re.findall(EXHAUST_MARK[lang], text)) < named:
                return text
        return ""
    assert not _failing(check)


def test_a_quick_action_writes_its_costs_in_the_cards_order():
    """{T} before the mana ("{T}, {1}:") unless the card writes its mana first."""
    def check(card: CardDef, lang: str) -> str:
        for a in _abilities(card):
            if isinstance(a, ab.QuickAction) and a.cost.exhaust_me and a.cost.mana:
                # a Feat's "Completed, " comes before the costs (README rulings, Feats)
                text = render_ability(a.model_copy(update={"completed": False}), lang)
                pair = ["{T}", f"{{{a.cost.mana}}}"]
                if not text.startswith(", ".join(pair[::-1] if a.cost.mana_first else pair)):
                    return text
        return ""
    assert not _failing(check)


WORDS = {"en": "one|two|three|four|five|six|seven|eight|nine|ten",
         "fr": "un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix"}
NUMBER_HABITS = {
    # how many to choose, cards, times and things other than counters and boosts: in words
    "en": [r"\bChoose ([2-9]|10)\b", r"\b([2-9]|10) cards\b", r"\b([2-9]|10) times\b",
           r"\b([2-9]|10) or more (?!boosts\b)(?!\w+ counters\b)",
           # counters and boosts: in digits
           rf"\b({WORDS['en']}) of my \w+ counters", rf"\b({WORDS['en']}) boosts?\b"],
    "fr": [r"\bChoisissez-en ([2-9]|10)\b", r"\b([2-9]|10) cartes\b", r"\b([2-9]|10) fois\b",
           rf"\b({WORDS['fr']}) de mes compteurs", rf"\b({WORDS['fr']}) boosts?\b"],
}


def test_numbers_are_written_as_the_cards_write_them():
    """"Choose two", "draw two cards", "ten or more Mana Orbs", but "Spend 3 of my Food
    counters" and "1 boost"."""
    def check(card: CardDef, lang: str) -> str:
        text = _unquoted(render_text(card, lang))
        text = re.sub(r"\(\d+/\d+/\d+\)", "", text)  # a token's statistics
        found = [m.group(0) for p in NUMBER_HABITS[lang] for m in re.finditer(p, text)]
        return ", ".join(found)
    assert not _failing(check)


EXHAUSTED = {
    # the status is written in lower case inside a sentence; the Resupply is a verb
    "en": [r"[\w,] Exhausted\b(?! Resuppl)", r"\bdoes Exhausted\b", r"\bdo Exhausted\b"],
    "fr": [r"[\w,] Épuisée?s?\b"],
}


def test_exhausted_is_lower_case_inside_a_sentence():
    def check(card: CardDef, lang: str) -> str:
        text = render_text(card, lang)
        return ", ".join(m.group(0) for p in EXHAUSTED[lang] for m in re.finditer(p, text))
    assert not _failing(check)


def test_a_condition_on_the_event_comes_before_the_dash():
    """"When I leave the Expedition zone, if I was Fleeting — Draw a card": what was true of
    me, or what you control, belongs to the trigger."""
    def check(card: CardDef, lang: str) -> str:
        for a in _abilities(card):
            c = getattr(a, "condition", None)
            if not isinstance(a, ab.Reaction) or not (
                    c.was_fleeting is not None or c.had_boosts_at_least is not None
                    or c.controls_each_status):
                continue
            text = render_ability(a, lang)
            said = card_text(lang).spelled(card_text(lang).condition(c))
            if DASH in text and said not in text.split(DASH, 1)[0]:
                return text
        return ""
    assert not _failing(check)


def test_another_only_where_the_card_itself_could_be_meant():
    """"When a Character joins my Expedition" on a Permanent, "return a card from your
    Reserve" when the card is being played: no "another" the card does not say."""
    other = {"en": r"\banother\b", "fr": r"\bautre\b"}

    joins = {"en": r"\banother [^—]* joins my Expedition —", "fr": r"\bun autre [^—]* rejoint mon Expédition —"}
    returned = {"en": r"\banother [^.]* from your Reserve to your hand",
                "fr": r"\bautre [^.]* de votre Réserve dans votre main"}
    played = ("{H}", "{J}", "{R}")

    def check(card: CardDef, lang: str) -> str:
        reactions = [a for a in _abilities(card) if isinstance(a, ab.Reaction)]
        lines = render_text(card, lang).split("\n")
        if card.type != "character" and any(
                a.trigger.on == "character_joins_my_expedition" for a in reactions):
            found = [line for line in lines if re.search(joins[lang], line)]
            if found:
                return found[0]
        if any(a.trigger.on in ("joins", "played_from_hand", "played_from_reserve") and any(
                s.kind == "reserve_to_hand" for s in _steps(a)) for a in reactions):
            found = [line for line in lines if line.startswith(played)
                     and re.search(returned[lang], line)]
            if found:
                return found[0]
        return ""
    assert not _failing(check)


def test_we_both_gain_is_one_sentence():
    """"I gain 1 boost" and "it gains 1 boost" in a row read "we both gain 1 boost"."""
    apart = {"en": r"\bI gain ([^.,]+)[.,] (then )?[Ii]t gains \1",
             "fr": r"\b[Jj]e gagne ([^.,]+)[.,] (puis )?[Ii]l gagne \1"}

    def check(card: CardDef, lang: str) -> str:
        text = render_text(card, lang)
        return text if re.search(apart[lang], text) else ""
    assert not _failing(check)


def test_word_order_of_targets_and_their_controller():
    """"target Character you control with Hand Cost {4} or less", "any number of other
    target Characters", "a Permanent you control or card in your Reserve", "the next
    Character you play this turn with Base Cost {3} or less"."""
    # (a clause that ends on a Character of its own, "... of a Character you control", is
    # no misplaced controller)
    odd = {"en": [r"\bwith (?:(?!of an? )[^.,—:])*? (you control|an opponent controls)\b",
                  r"\btarget other\b", r"\bin Reserve you control\b",
                  r"\b[Tt]he next [^.]* with [^.]* you play\b"],
           "fr": [r"\bavec un coût (?:(?!d'une? )[^.,—:])*? (que vous contrôlez|qu'un adversaire "
                  r"contrôle)", r"\ben Réserve que vous contrôlez\b",
                  r"\b[Ll][ae] prochaine? [^.]* avec [^.]* que vous jouez\b"]}

    def check(card: CardDef, lang: str) -> str:
        text = render_text(card, lang)
        return ", ".join(m.group(0) for p in odd[lang] for m in re.finditer(p, text))
    assert not _failing(check)


def test_the_opponent_is_named_as_the_card_names_them():
    """The opponent who picks after their card was named is "that opponent"; a count of
    what an opponent controls speaks of "target opponent"."""
    def check(card: CardDef, lang: str) -> str:
        for a in _abilities(card):
            text = render_ability(a, "en") if lang == "en" else ""
            if not text:
                continue
            if any(isinstance(m, ab.Select) and m.by_opponent for m in _walk(a)) and \
                    "an opponent's" in text and "an opponent targets" in text:
                return text
            if any(getattr(s, "for_each", None) is not None
                   and getattr(s.for_each, "controller", None) == "opponent"
                   for s in _steps(a)) and "an opponent controls" in text:
                return text
        return ""
    assert not _failing(check)


def test_a_sentence_starts_after_the_dash():
    """"At Noon — If you are not the first player, ...": what follows a trigger's dash is
    a sentence of its own."""
    lower = {"en": r"— (if|you|draw|create|target)\b", "fr": r"— (si|vous|piochez|créez)\b"}

    def check(card: CardDef, lang: str) -> str:
        text = render_text(card, lang)
        return ", ".join(m.group(0) for m in re.finditer(lower[lang], text))
    assert not _failing(check)


def test_one_verb_is_said_once():
    """"It gains 1 boost and Fleeting", not "... and gains Fleeting"."""
    again = {"en": r"\b(gains?) [^.—]* and \1\b", "fr": r"\b(gagnez|gagne|gagnent) [^.—]* et \1\b"}

    def check(card: CardDef, lang: str) -> str:
        text = _unquoted(render_text(card, lang))
        return ", ".join(m.group(0) for m in re.finditer(again[lang], text))
    assert not _failing(check)
