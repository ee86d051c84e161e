"""Display-only French for the engine's texts: decision prompts, option labels, log lines.

The engine writes English (its action text forms are what saves and logs keep); the
interface shows these translations next to them. A text no pattern knows stays English.
"""

from __future__ import annotations

import re
from typing import Any

from altered_tui.cards import abilities as ab
from altered_tui.cards import render
from altered_tui.cards.pool import default_pool
from altered_tui.i18n import N_, _, current_language
from altered_tui.i18n.terms import phase_name, side_name, status_name, terrain_name, zone_name

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
    (r"choose the target card in your Reserve", "choisissez la carte ciblée de votre Réserve"),
    (r"choose a card from your hand to exchange", "choisissez une carte de votre main à échanger"),
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


# -- log lines -------------------------------------------------------------------------

LOG = _compile([
    (r"Day (?P<day>\d+): (?P<phase>\w+)", "Jour {day} : {phase}"),
    (r"(?P<p>.+) is chosen at random to be the first player",
     "{p} est tiré au sort comme premier joueur"),
    (r"(?P<p>.+) cannot draw: Deck and Discard pile are empty",
     "{p} ne peut pas piocher : Deck et Défausse sont vides"),
    (r"(?P<p>.+) shuffles (?P<n>\d+) cards from the Discard pile under the Deck",
     "{p} mélange {n} cartes de la Défausse sous le Deck"),
    (r"Prepare: (?P<n>\d+) exhausted objects are readied",
     "Préparation : {n} objets épuisés sont redressés"),
    (r"(?P<p>.+) becomes the first player", "{p} devient premier joueur"),
    (r"Both players have passed: the Afternoon ends",
     "Les deux joueurs ont passé : l'Après-midi se termine"),
    (r"(?P<p>.+) passes for the rest of the day", "{p} passe pour le reste du jour"),
    (r"(?P<p>.+) plays (?P<c>.+) from (?P<zone>Hand|Reserve) into the (?P<side>hero|companion) "
     r"expedition, paying (?P<n>\d+) mana",
     "{p} joue {c} depuis la {zone} dans l'Expédition {side}, en payant {n} mana"),
    (r"(?P<p>.+) plays (?P<c>.+) from (?P<zone>Hand|Reserve), paying (?P<n>\d+) mana",
     "{p} joue {c} depuis la {zone}, en payant {n} mana"),
    (r"(?P<c>.+) joins the (?P<side>hero|companion) expedition \(Fleeting\)",
     "{c} rejoint l'Expédition {side} (Fugace)"),
    (r"(?P<c>.+) joins the (?P<side>hero|companion) expedition", "{c} rejoint l'Expédition {side}"),
    (r"(?P<c>.+) joins the Landmarks", "{c} rejoint les Repères"),
    (r"(?P<c>.+) gains Fleeting in Limbo", "{c} gagne Fugace dans les Limbes"),
    (r"(?P<c>.+) gains (?P<n>\d+) boosts?", "{c} gagne {n} boost(s)"),
    (r"(?P<c>.+) gains (?P<status>Exhausted|Fleeting|Anchored|Asleep)", "{c} gagne {status}"),
    (r"(?P<c>.+) loses (?P<status>Exhausted|Fleeting|Anchored|Asleep)", "{c} perd {status}"),
    (r"(?P<p>.+) resupplies (?P<c>.+) exhausted", "{p} se ravitaille : {c}, épuisée"),
    (r"(?P<p>.+) resupplies (?P<c>.+)", "{p} se ravitaille : {c}"),
    (r"(?P<c>.+) goes to Reserve exhausted \(Cooldown\)", "{c} va en Réserve épuisée (Recharge)"),
    (r"(?P<c>.+) goes to Reserve", "{c} va en Réserve"),
    (r"(?P<c>.+) is Fleeting: discarded after resolving", "{c} est Fugace : défaussée après résolution"),
    (r"(?P<c>.+) is Fleeting: discarded instead of going to Reserve",
     "{c} est Fugace : défaussée au lieu d'aller en Réserve"),
    (r"(?P<c>.+) \(a token\) leaves the Expedition and ceases to exist",
     "{c} (un jeton) quitte l'Expédition et cesse d'exister"),
    (r"(?P<c>.+) stays: Eternal", "{c} reste : Éternel"),
    (r"(?P<c>.+) is discarded from Reserve \(Sabotage\)", "{c} est défaussée de la Réserve (Sabotage)"),
    (r"(?P<c>.+) is discarded from Reserve to pay for (?P<d>.+)",
     "{c} est défaussée de la Réserve pour payer {d}"),
    (r"(?P<c>.+) is discarded", "{c} est défaussée"),
    (r"(?P<p>.+) discards (?P<c>.+) from hand", "{p} défausse {c} de sa main"),
    (r"(?P<c>.+) is sacrificed: over the landmark limit",
     "{c} est sacrifiée : limite de Repères dépassée"),
    (r"(?P<p>.+)'s (?P<side>hero|companion) expedition moves forward",
     "L'Expédition {side} de {p} avance"),
    (r"(?P<p>.+)'s (?P<side>hero|companion) expedition moves backward",
     "L'Expédition {side} de {p} recule"),
    (r"(?P<p>.+)'s (?P<side>hero|companion) expedition is in the Arena and cannot move",
     "L'Expédition {side} de {p} est dans l'Arène et ne peut pas bouger"),
    (r"A Tumult card is revealed: (?P<t>.+)", "Une carte Tumulte est révélée : {t}"),
    (r"(?P<p>.+) rolls a die: (?P<n>\d+)", "{p} lance un dé : {n}"),
    (r"(?P<p>.+) plays the Reaction of (?P<c>.+)", "{p} joue la Réaction de {c}"),
    (r"(?P<c>.+) triggers: a Reaction waits in Limbo",
     "{c} se déclenche : une Réaction attend dans les Limbes"),
    (r"(?P<c>.+)'s Reaction can't activate: it faces (?P<s>.+)",
     "La Réaction de {c} ne peut pas s'activer : {c} fait face à {s}"),
    (r"(?P<p>.+)'s (?P<side>hero|companion) expedition can't move forward: (?P<c>.+) keeps it "
     r"from moving forward \[(?P<r>[\d.a-z]+)\]",
     "L'Expédition {side} de {p} ne peut pas avancer : {c} l'en empêche [{r}]"),
    (r"(?P<p>.+) declines", "{p} refuse"),
    (r"(?P<p>.+) pays the cost", "{p} paie le coût"),
    (r"(?P<p>.+) pays (?P<n>\d+) for Tough", "{p} paie {n} pour Coriace"),
    (r"Neither player wins more terrains; tiebreakers go on",
     "Aucun joueur ne gagne plus de terrains ; les départages continuent"),
    (r"(?P<p>.+) wins: Expeditions met with a total distance of (?P<a>\d+) against (?P<b>\d+)",
     "{p} gagne : ses Expéditions se sont rejointes, distance totale {a} contre {b}"),
    (r"(?P<p>.+) wins: Expeditions crossed with a total distance of (?P<a>\d+) against (?P<b>\d+)",
     "{p} gagne : ses Expéditions se sont croisées, distance totale {a} contre {b}"),
    (r"(?P<p>.+) wins: won more terrains in the Arena \((?P<a>\d+) to (?P<b>\d+)\)",
     "{p} gagne : plus de terrains gagnés dans l'Arène ({a} contre {b})"),
    (r"(?P<p>.+) wins: won by the ability of (?P<c>.+)", "{p} gagne : victoire par la capacité de {c}"),
    (r"(?P<p>.+) wins: (?P<r>.+)", "{p} gagne : {r}"),
    (r"Distances: (?P<p>.+) (?P<a>\d+), (?P<q>.+) (?P<b>\d+); no Expeditions have met yet",
     "Distances : {p} {a}, {q} {b} ; aucune Expédition ne s'est encore rejointe"),
    (r"Distances: (?P<p>.+) (?P<a>\d+), (?P<q>.+) (?P<b>\d+): tied at the top, "
     r"tiebreakers start in the Arena",
     "Distances : {p} {a}, {q} {b} : égalité en tête, les Départages commencent dans l'Arène"),
    (r"(?P<c>.+) is discarded from Reserve: over the reserve limit",
     "{c} est défaussée de la Réserve : limite de Réserve dépassée"),
    (r"(?P<p>.+) creates a token: (?P<c>.+), in the (?P<side>hero|companion) expedition",
     "{p} crée un jeton : {c}, dans l'Expédition {side}"),
    (r"(?P<p>.+) rolls two dice \(one extra\): (?P<a>\d+) and (?P<b>\d+)",
     "{p} lance deux dés (un de plus) : {a} et {b}"),
    (r"(?P<c>.+) gains 1 (?P<counter>\w+) counter", "{c} gagne 1 compteur {counter}"),
    (r"(?P<c>.+) gains (?P<n>\d+) (?P<counter>\w+) counters", "{c} gagne {n} compteurs {counter}"),
    (r"(?P<c>.+) goes to the Discard pile", "{c} va dans la Défausse"),
    (r"(?P<c>.+) goes to its owner's hand", "{c} retourne dans la main de son propriétaire"),
    (r"(?P<c>.+) goes to the top of its owner's Deck",
     "{c} va sur le dessus du Deck de son propriétaire"),
    (r"(?P<c>.+) goes to Mana", "{c} va en Mana"),
    (r"(?P<c>.+) leaves play and ceases to exist", "{c} quitte le jeu et cesse d'exister"),
    (r"(?P<p>.+): After You — the turn ends once no Reactions are waiting",
     "{p} : Après vous — le tour se termine dès qu'aucune Réaction n'attend"),
    (r"(?P<c>.+) returns from Reserve to (?P<p>.+)'s hand",
     "{c} revient de la Réserve dans la main de {p}"),
    (r"(?P<p>.+) exchanges (?P<a>.+) from Reserve with (?P<b>.+) from hand",
     "{p} échange {a} de sa Réserve avec {b} de sa main"),
    (r"(?P<p>.+) has nothing to exchange", "{p} n'a rien à échanger"),
    (r"(?P<c>.+)'s reaction has activated (?P<n>\d+) times today",
     "la Réaction de {c} s'est déjà activée {n} fois aujourd'hui"),
    (r"(?P<c>.+): played for its Scout cost: it will be sent to Reserve",
     "{c} : jouée pour son coût d'Éclaireur, elle sera envoyée en Réserve"),
    (r"(?P<c>.+) is exhausted", "{c} est épuisée"),
    (r"(?P<c>.+) is readied", "{c} est redressée"),
    (r"(?P<c>.+) switches to the (?P<side>hero|companion) expedition",
     "{c} passe dans l'Expédition {side}"),
    (r"(?P<p>.+) reveals (?P<c>.+) instead of Resupplying",
     "{p} révèle {c} au lieu de se Ravitailler"),
    (r"(?P<p>.+) reveals (?P<c>.+)", "{p} révèle {c}"),
    (r"(?P<p>.+) targets (?P<q>.+)'s (?P<side>hero|companion) expedition",
     "{p} cible l'Expédition {side} de {q}"),
    (r"(?P<p>.+) targets (?P<q>.+)", "{p} cible {q}"),
    (r"(?P<p>.+) discards (?P<c>.+) from Reserve", "{p} défausse {c} de sa Réserve"),
    (r"The result becomes (?P<n>\d+)", "Le résultat devient {n}"),
    (r"(?P<p>.+) adds (?P<a>\d+) to the result: (?P<n>\d+)", "{p} ajoute {a} au résultat : {n}"),
    (r"(?P<c>.+): an effect waits until after Rest", "{c} : un effet attend la fin du Repos"),
    (r"(?P<c>.+): its effect waits in Limbo after Rest",
     "{c} : son effet attend dans les Limbes après le Repos"),
    (r"(?P<p>.+) puts (?P<c>.+) in the (?P<side>hero|companion) expedition",
     "{p} met {c} dans l'Expédition {side}"),
    (r"(?P<p>.+)'s (?P<side>hero|companion) expedition is already at the far end",
     "L'Expédition {side} de {p} est déjà tout au bout"),
    (r"(?P<p>.+)'s (?P<side>hero|companion) expedition is at its origin and cannot move back",
     "L'Expédition {side} de {p} est à son point de départ et ne peut pas reculer"),
    (r"(?P<p>.+) reveals (?P<c>.+) from the top of their Deck",
     "{p} révèle {c} depuis le dessus de son Deck"),
    (r"(?P<p>.+) puts (?P<c>.+) into their hand", "{p} met {c} dans sa main"),
    (r"(?P<p>.+) plays (?P<c>.+) from Deck into the (?P<side>hero|companion) expedition, paying (?P<n>\d+) mana",
     "{p} joue {c} depuis le Deck dans l'Expédition {side}, en payant {n} mana"),
    (r"(?P<p>.+) plays (?P<c>.+) from Deck, paying (?P<n>\d+) mana",
     "{p} joue {c} depuis le Deck, en payant {n} mana"),
    (r"(?P<p>.+) discards the Mana Orb (?P<c>.+)", "{p} défausse l'Orbe de Mana {c}"),
    (r"(?P<c>.+) is put in Reserve from the (?P<zone>Discard|Mana)",
     "{c} est mise en Réserve (depuis {zone})"),
    (r"(?P<c>.+) goes to its owner's Mana zone instead",
     "{c} va dans la zone de Mana de son propriétaire à la place"),
])


def translate_win_reason(reason: str) -> str:
    """The reason on the result screen, in the current language."""
    if current_language() == "en":
        return reason
    line = translate_log_text("victory", f"\x00 wins: {reason}")
    return line.split(" : ", 1)[1] if line.startswith("\x00 gagne : ") else reason

LOG_KINDS = ("phase", "setup", "draw", "draw_empty", "refill", "mana", "expand", "prepare",
             "succeed", "afternoon_end", "pass", "play", "join", "status", "boost", "resupply",
             "spell_done", "rest", "rest_stay", "sabotage", "discard", "sacrifice",
             "move_forward", "move_back", "no_move", "reveal", "die", "reaction", "trigger",
             "decline", "pay", "tough", "arena_tie", "victory", "check_victory", "tiebreak",
             "put", "token", "counters", "send", "after_you", "ongoing", "return", "cap",
             "exhaust", "ready", "switch", "reveal_cards", "quick", "arena", "progress",
             "target_player", "exchange")


# -- log lines built from parts (progress notes, quick action costs, ...) ----------------------

_TERRAIN_WORD = r"(?P<t>Forest|Mountain|Water)"
NOTES = _compile([
    (_TERRAIN_WORD + r" (?P<a>-?\d+): not a terrain of this region",
     "{t} {a} : pas un terrain de cette région"),
    (_TERRAIN_WORD + r" (?P<a>-?\d+): zero or less never moves \[(?P<r>[\d.a-z]+)\]",
     "{t} {a} : zéro ou moins n'avance jamais [{r}]"),
    (_TERRAIN_WORD + r" (?P<a>-?\d+) = (?P<b>-?\d+): a tie is not enough \[(?P<r>[\d.a-z]+)\]",
     "{t} {a} = {b} : une égalité ne suffit pas [{r}]"),
    (_TERRAIN_WORD + r" (?P<a>-?\d+) < (?P<b>-?\d+)", "{t} {a} < {b}"),
    (_TERRAIN_WORD + r" (?P<a>-?\d+) > (?P<b>-?\d+) \[(?P<r>[\d.a-z]+)\]", "{t} {a} > {b} [{r}]"),
    (r"every region is " + _TERRAIN_WORD + r" only \((?P<c>.+)\) \[(?P<r>[\d.a-z]+)\]",
     "chaque région est seulement {t} ({c}) [{r}]"),
    (r"cannot move: (?P<c>.+) has Defender \[(?P<r>[\d.a-z]+)\]",
     "ne peut pas avancer : {c} a Défenseur [{r}]"),
    (r"cannot move: (?P<c>.+) keeps it from moving forward \[(?P<r>[\d.a-z]+)\]",
     "ne peut pas avancer : {c} l'en empêche [{r}]"),
    (r"cannot move: (?P<why>.+)", "ne peut pas avancer : {why}"),
])

_PROGRESS = re.compile(r"^(?P<p>.+)'s (?P<side>hero|companion) expedition \(region: (?P<region>[^)]*)\) "
                       r"(?P<verb>moves forward|fails to move forward): (?P<detail>.*)$")


def _terrains(text: str) -> str:
    return re.sub(r"\b(Forest|Mountain|Water)\b", lambda m: terrain_name(m.group(1).lower()), text)


def _note(note: str) -> str:
    translated = _apply(NOTES, note)
    return _terrains(note if translated is None else translated)


def _progress(text: str) -> str | None:
    m = _PROGRESS.match(text)
    if not m:
        return None
    region = m["region"]
    region = "aucun terrain" if region == "no terrain" else _terrains(region)
    verb = "avance" if m["verb"] == "moves forward" else "n'avance pas"
    detail = " ; ".join(_note(n) for n in m["detail"].split("; ")) if m["detail"] else ""
    return (f"L'Expédition {_side(m['side'])} de {m['p']} (région : {region}) {verb} : "
            f"{detail}")


_ARENA = re.compile(r"^(?P<p>.+): Forest (?P<f>-?\d+), Mountain (?P<m>-?\d+), Water (?P<w>-?\d+); "
                    r"wins (?P<won>.+)$")


def _arena(text: str) -> str | None:
    m = _ARENA.match(text)
    if not m:
        return None
    won = "aucun terrain" if m["won"] == "no terrain" else _terrains(
        ", ".join(w.capitalize() for w in m["won"].split(", ")))
    return _terrains(f"{m['p']} : Forest {m['f']}, Mountain {m['m']}, Water {m['w']} ; "
                     f"gagne : {won}")


_QUICK = re.compile(r"^(?P<p>.+) uses (?P<c>.+)'s ability \((?P<paid>.*)\)$")
PAID = _compile([
    (r"exhausts it", "l'épuise"),
    (r"pays (?P<n>\d+) mana", "paie {n} mana"),
    (r"spends 1 (?P<counter>\w+) counter", "dépense 1 compteur {counter}"),
    (r"spends (?P<n>\d+) (?P<counter>\w+) counters", "dépense {n} compteurs {counter}"),
    (r"discards it from Reserve", "la défausse de la Réserve"),
    (r"discards (?P<c>.+) from Reserve", "défausse {c} de la Réserve"),
    (r"no cost", "sans coût"),
])


def _quick(text: str) -> str | None:
    m = _QUICK.match(text)
    if not m:
        return None
    parts = []
    for part in m["paid"].split(", "):
        translated = _apply(PAID, part)
        parts.append(part if translated is None else translated)
    return f"{m['p']} utilise la capacité de {m['c']} ({', '.join(parts)})"


_REST_STAY = re.compile(r"^(?P<c>.+) stays \((?P<names>[A-Za-z ]+)\) and loses (?P<lost>[A-Za-z ]+)$")


def _statuses(names: str) -> str:
    return " et ".join(status_name(n) for n in names.split(" and "))


def _rest_stay(text: str) -> str | None:
    m = _REST_STAY.match(text)
    if not m:
        return None
    return f"{m['c']} reste ({_statuses(m['names'])}) et perd {_statuses(m['lost'])}"


_CANT_MOVE = re.compile(r"^(?P<who>.+) can't move forward this Day$")
_TARGET = re.compile(r"^(?P<p>.+)'s (?P<side>hero|companion) expedition$")


def _next_play_texts() -> dict[str, str]:
    """English -> French text of every 'next card you play' step of the card pool."""
    if _NEXT_PLAY is not None:
        return _NEXT_PLAY

    table: dict[str, str] = {}

    def walk(obj: Any) -> None:
        if isinstance(obj, ab.NextPlay):
            table[render.render_step(obj)] = render.render_step(obj, "fr")
        if isinstance(obj, ab.BaseModel):
            for name in type(obj).model_fields:
                walk(getattr(obj, name))
        elif isinstance(obj, (list, tuple)):
            for x in obj:
                walk(x)
        elif isinstance(obj, dict):
            for x in obj.values():
                walk(x)

    for card in default_pool():
        walk(card)
    globals()["_NEXT_PLAY"] = table
    return table


_NEXT_PLAY: dict[str, str] | None = None


def _ongoing(text: str) -> str | None:
    m = _CANT_MOVE.match(text)
    if m:
        if m["who"] == "Expeditions":
            return "Les Expéditions ne peuvent pas avancer ce Jour"
        parts = []
        for target in m["who"].split(", "):
            t = _TARGET.match(target)
            parts.append(f"l'Expédition {_side(t['side'])} de {t['p']}" if t else target)
        who = ", ".join(parts)
        return f"{who[0].upper()}{who[1:]} ne peut pas avancer ce Jour"
    player, sep, step = text.partition(": ")
    if sep:
        french = _next_play_texts().get(step)
        if french is not None:
            return f"{player} : {french}"
    return None


def _reveal(text: str) -> str | None:
    translated = _apply(LOG, text)
    return None if translated is None else _terrains(translated)


_SPECIAL = {"progress": _progress, "reveal": _reveal, "arena": _arena, "quick": _quick, "rest_stay": _rest_stay,
            "ongoing": _ongoing}


def translate_log_text(kind: str, text: str) -> str:
    """A log line in the current language (English when no pattern matches)."""
    if current_language() == "en" or kind not in LOG_KINDS:
        return text
    special = _SPECIAL.get(kind)
    translated = special(text) if special else None
    if translated is None:
        translated = _apply(LOG, text)
    return text if translated is None else translated

