"""Display-only French for the engine's texts: decision prompts and option labels.

The engine writes English (its action text forms are what saves and logs keep); the
interface shows these translations next to them. A text no pattern knows stays English.
"""

from __future__ import annotations

import re

from altered_tui.i18n import N_, _, current_language
from altered_tui.i18n.terms import phase_name, side_name, status_name, zone_name

Pattern = tuple[re.Pattern[str], str]


def _compile(pairs: list[tuple[str, str]]) -> list[Pattern]:
    return [(re.compile(f"^{p}$"), t) for p, t in pairs]


def _side(m: str) -> str:
    return side_name(m).lower()


# The words of steps.effect._describe: a card type (or a sub-type, kept) and who controls it.
FILTER_WORDS = [("an opponent controls", "qu'un adversaire contrôle"), ("you control", "que vous contrôlez"),
                ("character", "Personnage"), ("permanent", "Permanent"), ("spell", "Sort"),
                ("object", "Personnage ou Permanent"), ("card", "carte")]


def _filter_words(text: str) -> str:
    for english, french in FILTER_WORDS:
        if text == english or text.startswith(english + " ") or text.endswith(" " + english):
            text = text.replace(english, french, 1)
    return text


def _fill(template: str, m: re.Match[str]) -> str:
    values = {k: (v or "") for k, v in m.groupdict().items()}
    for key in list(values):
        if key.startswith("side"):
            values[key] = _side(values[key])
        elif key.startswith("zone"):
            values[key] = zone_name(values[key].lower())
        elif key.startswith("status"):
            values[key] = status_name(values[key])
        elif key.startswith("phase"):
            values[key] = phase_name(values[key].lower())
        elif key.startswith("filter"):
            values[key] = _filter_words(values[key])
        elif key.startswith("s_"):  # plural "s" kept as is
            pass
    return template.format(**values)


def _apply(patterns: list[Pattern], text: str) -> str | None:
    for pattern, template in patterns:
        m = pattern.match(text)
        if m:
            return _fill(template, m)
    return None


# -- prompts ---------------------------------------------------------------------------

PROMPTS = _compile([
    (r"Setup: choose a card to put in Mana \((?P<n>\d+) more\)",
     "Mise en place : choisissez une carte à mettre en Mana (encore {n})"),
    (r"Expand: you may put a card from your hand in Mana",
     "Expansion : vous pouvez mettre une carte de votre main en Mana"),
    (r"Expand: you may put the top card of your Deck in Mana",
     "Expansion : vous pouvez mettre la carte du dessus de votre Deck en Mana"),
    (r"Your turn: play a card, use an ability, or pass",
     "Votre tour : jouez une carte, utilisez une capacité ou passez"),
    (r"Clean-up: choose what to keep \(Reserve limit (?P<r>\d+), Landmark limit (?P<l>\d+)\)",
     "Nettoyage : choisissez quoi garder (limite de Réserve {r}, limite de Repères {l})"),
    (r"Choose the next Reaction to play", "Choisissez la prochaine Réaction à jouer"),
])

# "{cause}: {rest}" prompts: the cause (a card name, "Play X") stays, the rest is translated.
PROMPT_RESTS = _compile([
    (r"your own (?P<c>.+) is the only legal target \(Tough makes the others cost more mana than "
     r"you have\)",
     "votre propre {c} est la seule cible légale (Coriace rend les autres plus chères que votre mana)"),
    (r"your own (?P<c>.+) is the only legal target", "votre propre {c} est la seule cible légale"),
    (r"choose up to (?P<n>\d+) \((?P<filter>.*)\)", "choisissez jusqu'à {n} ({filter})"),
    (r"choose (?P<n>\d+) \((?P<filter>.*)\)", "choisissez {n} ({filter})"),
    (r"choose the card to put in Reserve", "choisissez la carte à mettre en Réserve"),
    (r"Sabotage: discard up to one card in a Reserve",
     "Sabotage : défaussez jusqu'à une carte d'une Réserve"),
    (r"choose the Expedition for the (?P<t>.+) token", "choisissez l'Expédition du jeton {t}"),
    (r"choose the Expedition for token (?P<a>\d+) of (?P<b>\d+)",
     "choisissez l'Expédition du jeton {a} sur {b}"),
    (r"choose the Expedition that moves forward", "choisissez l'Expédition qui avance"),
    (r"choose the Expedition that moves backward", "choisissez l'Expédition qui recule"),
    (r"choose a card from your hand to put in (?P<zone>\w+)",
     "choisissez une carte de votre main à mettre en {zone}"),
    (r"you may activate the \{J\} abilities of (?P<c>.+)",
     "vous pouvez activer les capacités {{J}} de {c}"),
    (r"you may play (?P<c>.+) for free or put it into your hand",
     "vous pouvez jouer {c} gratuitement ou la mettre dans votre main"),
    (r"you may (?P<what>.+)", "vous pouvez : {what}"),
    (r"choose a card to discard from your Reserve", "choisissez une carte de votre Réserve à défausser"),
    (r"keep which result\?", "quel résultat garder ?"),
    (r"choose one", "choisissez-en un"),
    (r"choose the target card in your Reserve", "choisissez la carte ciblée de votre Réserve"),
    (r"choose a card from your hand to exchange", "choisissez une carte de votre main à échanger"),
    (r"choose a card in your Reserve to return to your hand",
     "choisissez une carte de votre Réserve à renvoyer dans votre main"),
    (r"choose a card to discard from your hand", "choisissez une carte de votre main à défausser"),
    (r"choose the Expedition for (?P<name>.+)", "choisissez l'Expédition de {name}"),
    (r"choose the Expedition that can't move forward",
     "choisissez l'Expédition qui ne peut pas avancer"),
    (r"choose a card in your Reserve to discard", "choisissez une carte de votre Réserve à défausser"),
    (r"choose a Character to sacrifice", "choisissez un Personnage à sacrifier"),
    (r"choose the target player", "choisissez le joueur ciblé"),
    (r"choose the target Expedition", "choisissez l'Expédition ciblée"),
    (r"choose a card to discard from your Reserve, or done",
     "choisissez une carte de votre Réserve à défausser, ou terminé"),
    (r"the result is (?P<n>\d+): add (?P<a>\d+)\?", "le résultat est {n} : ajouter {a} ?"),
    (r"choose a card to put in your Expeditions, or done",
     "choisissez une carte à mettre dans vos Expéditions, ou terminé"),
    (r"choose one of your Mana Orbs to discard", "choisissez un de vos Orbes de Mana à défausser"),
    (r"put it in its owner's Mana zone instead\?",
     "le mettre dans la zone de Mana de son propriétaire à la place ?"),
])


# Causes the engine names by a single word.
ENGINE_CAUSES = (N_("Day"), N_("Succeed"), N_("Reactions"), N_("Turn"))


def _cause(cause: str) -> str:
    if cause.startswith("Play "):
        return _("Play {card}").format(card=cause[5:])
    if cause.startswith("Quick action of "):
        return _("Quick action of {card}").format(card=cause[16:])
    if cause.startswith("Reaction of "):
        return _("Reaction of {card}").format(card=cause[12:])
    return _(cause)


def translate_prompt(prompt: str) -> str:
    if current_language() == "en" or not prompt:
        return prompt
    whole = _apply(PROMPTS, prompt)
    if whole is not None:
        return whole
    cause, sep, rest = prompt.partition(": ")
    if sep:
        translated = _apply(PROMPT_RESTS, rest)
        if translated is not None:
            return f"{_cause(cause)} : {translated}"
    return prompt


# -- options ---------------------------------------------------------------------------

_ACTION = re.compile(r"^(?P<verb>[a-z][a-z_-]*)(?: (?P<name>[^#@]+?)#(?P<card>\d+))?"
                     r"(?:@(?P<src>[a-z]+))?(?: -> (?P<dest>[a-z]+))?(?: (?P<arg>.+))?$")


# Fixed mode labels the engine writes (a revealed card: play it or take it).
MODE_WORDS = {"play it for free": "la jouer gratuitement", "put it into your hand": "la mettre dans votre main"}


def option_label(text: str) -> str:
    """A French label for an action text form (the form itself stays the key)."""
    if current_language() == "en":
        return text
    m = _ACTION.match(text)
    if not m:
        return text
    verb, name, src, dest, arg = (m.group(k) or "" for k in ("verb", "name", "src", "dest", "arg"))
    simple = {"pass": "passer", "yes": "oui", "no": "non", "done": "terminé"}
    if verb in simple and not name:
        return simple[verb]
    if verb == "expand" and arg == "none":
        return "ne pas faire d'Expansion"
    if verb == "expand" and arg == "top":
        return "Expansion avec la carte du dessus du Deck"
    if verb == "play":
        label = f"jouer {name} depuis {'la Main' if src == 'hand' else 'la Réserve'}"
        if dest:
            label += f" → Expédition {_side(dest)}"
        if arg == "scout":
            label += " (Éclaireur)"
        elif arg:
            label += f" {arg}"
        return label
    if verb == "expedition":
        who = {"yours": " (la vôtre)", "theirs": " (adverse)"}.get(arg, "")
        return f"Expédition {_side(dest)}{who}"
    if verb == "keep_die":
        return f"garder {arg}"
    if verb == "player":
        return {"yours": "vous-même", "theirs": "votre adversaire"}.get(arg, arg)
    if verb == "bonus":
        return {"yes": "ajouter", "no": "ne pas ajouter"}.get(arg, arg)
    if verb == "mode":
        number, _sep, rest = arg.partition(" ")
        return f"mode {number}: {MODE_WORDS.get(rest, rest)}"
    words = {"mana": "mettre en Mana", "expand": "Expansion avec", "keep": "garder",
             "choose": "choisir", "target": "cibler", "use": "utiliser", "react": "réagir avec"}
    label = f"{words.get(verb, verb)} {name}".strip()
    if arg.startswith("tough "):
        label += f" (Coriace : payer {arg[6:]})"
    elif arg:
        label += f" {arg}"
    return label
