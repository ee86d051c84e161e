"""The display text of a decision's prompt and of its options, in a language.

A prompt (as an observation shows it) is data: its `kind`, the `cause` of the question, the
cards (`card`, with `names`), numbers, zones and ability steps it speaks of, and the
players' names. Each kind has a template, rendered like the log's events
(`altered_tui/i18n/events.py`: the same fields, the same gettext catalogues).
"""

from __future__ import annotations

from typing import Any


from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_may_cost, render_steps
from altered_tui.i18n import N_, current_language, translator
from altered_tui.i18n.events import Names, Template, render
from altered_tui.i18n.terms import SIDES, TERRAINS

T = Template

PROMPTS: dict[str, Template] = {
    "setup_mana": T(N_("Setup: choose a card to put in Mana ({count} more)")),
    "expand_hand": T(N_("Expand: you may put a card from your hand in Mana")),
    "expand_deck": T(N_("Expand: you may put the top card of your Deck in Mana")),
    "turn": T(N_("Your turn: play a card, use an ability, or pass")),
    "cleanup": T(N_("Clean-up: choose what to keep (Reserve limit {reserve}, Landmark limit "
                    "{landmarks})")),
    "reaction_order": T(N_("Choose the next Reaction to play")),
    "targets": T(N_("{cause}: choose {count} {what}")),
    "targets_up_to": T(N_("{cause}: choose up to {count} {what}")),
    "targets_any_number": T(N_("{cause}: choose any number of {what}, then done")),
    "exchange_reserve": T(N_("{cause}: choose the target card in your Reserve")),
    "exchange_hand": T(N_("{cause}: choose a card from your hand to exchange")),
    "only_own_target": T(N_("{cause}: your own {card} is the only legal target")),
    "only_own_target_tough": T(N_("{cause}: your own {card} is the only legal target (Tough "
                                  "makes the others cost more mana than you have)")),
    "target_player": T(N_("{cause}: choose the target player")),
    "target_expedition": T(N_("{cause}: choose the target Expedition")),
    "choose_marker": T(N_("{cause}: choose which of your Terrain Markers to place")),
    "target_region": T(N_("{cause}: choose the target region for the {terrain} Terrain Marker")),
    "marker_from_region": T(N_("{cause}: choose the region to move a {terrain} Terrain Marker "
                               "from")),
    "marker_to_region": T(N_("{cause}: choose which of my regions gets the {terrain} Terrain "
                             "Marker")),
    "keep_die": T(N_("{cause}: keep which result?")),
    "die_bonus": T(N_("{cause}: the result is {result}: add {bonus}?")),
    "die_spend_counters": T(N_("{cause}: the result is {result}: how many of my counters to spend "
                               "to increase it?")),
    "token_expedition": T(N_("{cause}: choose the Expedition for the {token} token")),
    "tokens_expedition": T(N_("{cause}: choose the Expedition for token {number} of {count}")),
    "may": T(N_("{cause}: you may {steps}")),
    "may_pay": T(N_("{cause}: you may {steps} (pay: {cost})")),
    "may_own_target": T(N_("{cause}: you may {steps} — its only possible target is your own "
                           "{card}")),
    "may_pay_own_target": T(N_("{cause}: you may {steps} (pay: {cost}) — its only possible "
                               "target is your own {card}")),
    "discard_reserve": T(N_("{cause}: choose a card to discard from your Reserve")),
    "spend_counter": T(N_("{cause}: choose a card to spend one of its counters")),
    "exhaust_permanent": T(N_("{cause}: choose a Permanent of yours to exhaust")),
    "exhaust_own": T(N_("{cause}: choose one of your cards to exhaust")),
    "pay_x": T(N_("{cause}: how much is X?")),
    "exhaust_reserve": T(N_("{cause}: choose a card in your Reserve to exhaust")),
    "distribute_boosts": T(N_("{cause}: choose who gains the next boost ({count} left to give)")),
    "discard_reserve_or_done": T(N_("{cause}: choose a card to discard from your Reserve, or "
                                    "done")),
    "put_from_hand": T(N_("{cause}: choose a card from your hand to put in {zone}")),
    "reserve_to_hand": T(N_("{cause}: choose a card in your Reserve to return to your hand")),
    "choose_one": T(N_("{cause}: choose one")),
    "activate_joins": T(N_("{cause}: you may activate the {{J}} abilities of {card}")),
    "sabotage": T(N_("{cause}: Sabotage: discard up to one card in a Reserve")),
    "discard_hand": T(N_("{cause}: choose a card to discard from your hand")),
    "discard_orb": T(N_("{cause}: choose one of your Mana Orbs to discard")),
    "move_forward": T(N_("{cause}: choose the Expedition that moves forward")),
    "move_backward": T(N_("{cause}: choose the Expedition that moves backward")),
    "stop_expedition": T(N_("{cause}: choose the Expedition that can't move forward")),
    "ascend": T(N_("{cause}: choose the Expedition that Ascends")),
    "card_expedition": T(N_("{cause}: choose the Expedition for {card}")),
    "play_or_take": T(N_("{cause}: you may play {card} for free or put it into your hand")),
    "play_now": T(N_("{cause}: play a card now for {reduce} less")),
    "reveal_from_hand": T(N_("{cause}: choose the card of your hand to reveal")),
    "rush": T(N_("{cause}: you may Rush: play another card now")),
    "may_play_free": T(N_("{cause}: you may play a card for free")),
    "revealed_to_reserve": T(N_("{cause}: choose the card to put in Reserve")),
    "revealed_to_expeditions": T(N_("{cause}: choose a card to put in your Expeditions, or "
                                    "done")),
    "leave_to_mana": T(N_("{card}: put it in its owner's Mana zone instead?")),
    "looked_to_hand": T(N_("{cause}: choose the card to put in your hand; the others are "
                           "discarded")),
    "move_instead": T(N_("{card}: discard it instead of moving its Expedition forward?")),
    "dusk_exhaust_for_more": T(N_("{card}: exhaust it to make your {side} Expedition move forward "
                                  "one more region?")),
    "sacrifice": T(N_("{cause}: choose a Character to sacrifice")),
    "sacrifice_permanent": T(N_("{cause}: choose a Permanent to sacrifice")),
    "gains_status": T(N_("{cause}: choose one of your Characters to gain {status}")),
    "one_reserve_ability": T(N_("{card}: choose which one of its {{R}} abilities activates")),
    "borrow_reserve": T(N_("{cause}: choose a card whose {{R}} ability activates ({count} left)")),
    "remove_counters": T(N_("{cause}: how many counters to remove from {card}?")),
    "spend_counters_any": T(N_("{cause}: how many of its counters to spend?")),
}

# What a target filter asks for: a card type in the game's words, one or several (a
# sub-type is shown as it is), and whose.
TYPES = {"character": N_("Character"), "permanent": N_("Permanent"), "spell": N_("Spell"),
         "object": N_("Character or Permanent"), "card": N_("card")}
TYPES_PLURAL = {"character": N_("Characters"), "permanent": N_("Permanents"),
                "spell": N_("Spells"), "object": N_("Characters or Permanents"),
                "card": N_("cards")}
DOES = N_("{question}. {effect}.")  # a target question, then what happens to the card
WHOSE = {"you": N_("{what} you control"), "opponent": N_("{what} an opponent controls")}

# Options whose text form says all there is: (verb, argument) -> what they do.
OPTIONS: dict[tuple[str, str], str] = {
    ("pass", ""): N_("Pass: play nothing more today"),
    ("done", ""): N_("Done: choose nothing more"),
    ("expand", "none"): N_("Don't Expand"),
    ("expand", "top"): N_("Expand with the top card of your Deck"),
    ("yes", ""): N_("Yes"),
    ("no", ""): N_("No"),
    ("player", "yours"): N_("Yourself"),
    ("player", "theirs"): N_("Your opponent"),
    ("bonus", "yes"): N_("Add it"),
    ("bonus", "no"): N_("Don't add it"),
    ("mode", "free"): N_("Play it for free"),
    ("mode", "hand"): N_("Put it into your hand"),
}
EXPEDITION_OPTIONS = {"": N_("{side} expedition"), "yours": N_("Your {side} expedition"),
                      "theirs": N_("Your opponent's {side} expedition")}
KEEP_DIE = N_("Keep {result}")
MARKER = N_("Your {terrain} Terrain Marker")
REGION = N_("Region {n}")
REMOVE = N_("Remove {n}")
PAY_X = N_("X = {n}")
MODE = N_("{number}: {steps}")


def _what(prompt: dict[str, Any], names: Names) -> str:
    tr = translator(names.lang)
    what = prompt.get("what", "card")
    several = prompt.get("count", 1) != 1 or prompt.get("kind") == "targets_any_number"
    words = TYPES_PLURAL if several else TYPES
    word = tr.gettext(words[what]) if what in words else what
    whose = WHOSE.get(prompt.get("whose", ""))
    return tr.gettext(whose).format(what=word) if whose else word


def steps_text(steps: list[dict[str, Any]], lang: str) -> str:
    """Ability steps (as observations give them) in words."""
    return render_steps(ab.from_data(list[ab.Step], steps), lang)


def prompt_text(prompt: dict[str, Any], lang: str | None = None) -> str:
    """The line that asks the decision `prompt` (an observation's pending prompt)."""
    lang = lang or current_language()
    template = PROMPTS.get(prompt.get("kind", ""))
    if template is None:
        raise KeyError(f"no template for the prompt {prompt.get('kind')!r}")
    names = Names(prompt.get("names") or {}, prompt.get("players") or [], lang)
    data = dict(prompt)
    if "what" in data:
        data["what"] = _what(prompt, names)
    if "steps" in data:
        data["steps"] = steps_text(data["steps"], lang)
    if data.get("cost") is not None:
        data["cost"] = render_may_cost(ab.from_data(ab.MayCost, data["cost"]), lang)
    question = render(template, data, names)
    if data.get("does"):
        effect = steps_text(data["does"], lang).rstrip(".")
        return translator(lang).gettext(DOES).format(question=question, effect=effect)
    return question


def plain_option_text(verb: str, arg: str, dest: str, lang: str | None = None) -> str | None:
    """What an option that names no card does, from its text form's parts; None for the
    options that need the game to be said (a card's play, an ability, a mode's steps)."""
    tr = translator(lang or current_language())
    if (verb, arg) in OPTIONS:
        return tr.gettext(OPTIONS[verb, arg])
    if verb == "expedition" and arg in EXPEDITION_OPTIONS:
        side = tr.gettext(SIDES.get(dest, dest))
        return tr.gettext(EXPEDITION_OPTIONS[arg]).format(side=side.lower())
    if verb == "marker" and arg in TERRAINS:
        return tr.gettext(MARKER).format(terrain=tr.gettext(TERRAINS[arg]))
    if verb == "region":
        return tr.gettext(REGION).format(n=arg)
    if verb == "keep_die":
        return tr.gettext(KEEP_DIE).format(result=arg)
    if verb == "remove":
        return tr.gettext(REMOVE).format(n=arg)
    if verb == "pay_x":
        return tr.gettext(PAY_X).format(n=arg)
    return None


def mode_text(number: int, steps: list[dict[str, Any]], lang: str | None = None) -> str:
    lang = lang or current_language()
    return translator(lang).gettext(MODE).format(number=number, steps=steps_text(steps, lang))
