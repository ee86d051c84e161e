"""The display text of a game log event in a language, rendered from the event's data.

An event (as an observation shows it) holds its `kind`, its `data` (players as indexes,
cards as ids in this game, zones, sides, numbers; a `via` field where one kind happens in
several ways), `names` (each card id of the data -> its name) and `players` (the players'
names). Each (kind, via) has a template: an English message id with named placeholders,
translated through the gettext catalogues. A private event (drawn cards, a face-down Mana
orb) reaches the other player without the data fields it may not see, and is then rendered
with the template that does without them.

The data fields are read by name everywhere (events, decision prompts, the Dusk report):
`who`, `whom` and `player` are players; `card`, `source`, `for_card` cards and `cards` a
list of them; `zone`, `side`, `status`, `statuses`, `phase`, `terrain` words of the game;
`cause` what brought something about (`play:14`, `reaction:14`, `setup`, …).
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Any, Callable


from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step
from altered_tui.i18n import N_, Nn_, current_language, translator
from altered_tui.i18n.terms import PHASES, SIDES, STATUSES, TERRAINS, ZONES

CARD_FIELDS = frozenset({"card", "source", "for_card"})
CARD_LIST_FIELDS = frozenset({"cards"})
PLAYER_FIELDS = frozenset({"who", "whom", "player"})


@dataclass(frozen=True)
class Template:
    """A message id, or a singular/plural pair chosen by the `count` field."""

    singular: str
    plural: str = ""

    @property
    def placeholders(self) -> tuple[str, ...]:
        names = {name for text in (self.singular, self.plural)
                 for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}
        return tuple(sorted(names))


def T(text: str) -> Template:
    return Template(text)


def P(pair: tuple[str, str]) -> Template:
    return Template(*pair)


# (kind, via) -> (the full text, the text for the other player when the event is private)
TEMPLATES: dict[tuple[str, str], tuple[Template, Template | None]] = {
    ("setup", ""): (T(N_("{who} is chosen at random to be the first player")), None),
    ("scenario", ""): (T(N_("Scenario: {name}")), None),
    ("phase", ""): (T(N_("Day {day}: {phase}")), None),
    ("succeed", ""): (T(N_("{who} becomes the first player")), None),
    ("first_player", ""): (T(N_("{who} becomes the first player")), None),
    ("prepare", ""): (P(Nn_("Prepare: {count} exhausted object is readied",
                            "Prepare: {count} exhausted objects are readied")), None),
    ("prepare", "none"): (T(N_("Prepare: nothing is exhausted, so nothing is readied")), None),
    ("draw", ""): (T(N_("{who} draws {cards}")),
                   P(Nn_("{who} draws {count} card", "{who} draws {count} cards"))),
    ("draw_empty", ""): (T(N_("{who} cannot draw: Deck and Discard pile are empty")), None),
    ("refill", ""): (P(Nn_("{who} shuffles {count} card from the Discard pile under the Deck",
                           "{who} shuffles {count} cards from the Discard pile under the Deck")),
                     None),
    ("mana", "setup"): (T(N_("{who} puts {card} in Mana, ready")),
                        T(N_("{who} puts a card in Mana"))),
    ("mana", "deck"): (
        T(N_("{who} puts {cards} from the top of the Deck in Mana, exhausted")),
        P(Nn_("{who} puts {count} card from the top of the Deck in Mana, exhausted",
              "{who} puts {count} cards from the top of the Deck in Mana, exhausted"))),
    ("expand", "none"): (T(N_("{who} does not Expand")), None),
    ("expand", "hand"): (T(N_("{who} Expands with {card}")),
                         T(N_("{who} Expands with a card"))),
    ("expand", "deck"): (T(N_("{who} Expands with {card} from the top of their Deck")),
                         T(N_("{who} Expands with the top card of their Deck"))),
    ("afternoon_end", ""): (T(N_("Both players have passed: the Afternoon ends")), None),
    ("pass", ""): (T(N_("{who} passes for the rest of the day")), None),
    ("play", ""): (T(N_("{who} plays {card} {from_zone}, paying {cost} mana")), None),
    ("play", "expedition"): (
        T(N_("{who} plays {card} {from_zone} into the {side} expedition, paying {cost} mana")),
        None),
    ("status", "limbo"): (T(N_("{card} gains {status} in Limbo")), None),
    ("status", "gains"): (T(N_("{card} gains {status}")), None),
    ("status", "instead"): (T(N_("{card} would gain {status}: its own ability replaces that")),
                            None),
    ("status", "again"): (T(N_("{card} gains {status} again")), None),
    ("status", "loses"): (T(N_("{card} loses {status}")), None),
    ("status", "loses_boosts"): (T(N_("{card} loses all its boosts")), None),
    ("join", "expedition"): (T(N_("{card} joins the {side} expedition")), None),
    ("join", "fleeting"): (T(N_("{card} joins the {side} expedition (Fleeting)")), None),
    ("join", "landmarks"): (T(N_("{card} joins the Landmarks")), None),
    ("spell_done", "fleeting"): (T(N_("{card} is Fleeting: discarded after resolving")), None),
    ("spell_done", "reserve"): (T(N_("{card} goes to Reserve")), None),
    ("spell_done", "cooldown"): (T(N_("{card} goes to Reserve exhausted (Cooldown)")), None),
    ("boost", ""): (P(Nn_("{card} gains {count} boost", "{card} gains {count} boosts")), None),
    ("counters", ""): (P(Nn_("{card} gains {count} {counter} counter",
                             "{card} gains {count} {counter} counters")), None),
    ("exhaust", ""): (T(N_("{card} is exhausted")), None),
    ("ready", ""): (T(N_("{card} is readied")), None),
    ("lose_counters", ""): (P(Nn_("{card} loses {count} counter", "{card} loses {count} counters")),
                            None),
    ("ready_orbs", ""): (P(Nn_("{who} readies {count} Mana Orb", "{who} readies {count} Mana Orbs")),
                         None),
    ("switch", ""): (T(N_("{card} switches to the {side} expedition")), None),
    ("defect", ""): (T(N_("{card} defects to {who}'s {side} expedition")), None),
    ("resupply", ""): (T(N_("{who} resupplies {card}")), None),
    ("resupply", "exhausted"): (T(N_("{who} resupplies {card} exhausted")), None),
    ("resupply", "kept"): (T(N_("{card} goes to Reserve")), None),
    ("reveal_cards", ""): (T(N_("{who} reveals {cards}")), None),
    ("reveal_cards", "top"): (T(N_("{who} reveals {card} from the top of their Deck")), None),
    ("reveal_cards", "resupply"): (T(N_("{who} reveals {cards} instead of Resupplying")), None),
    ("put", "hand"): (T(N_("{who} puts {card} from hand in {zone}")),
                      T(N_("{who} puts a card from hand in {zone}"))),
    ("put", "to_reserve"): (T(N_("{card} is put in Reserve {from_zone}")), None),
    ("put", "into_hand"): (T(N_("{who} puts {card} into their hand")), None),
    ("put", "looked_to_hand"): (T(N_("{who} puts {card} into their hand")),
                                T(N_("{who} puts one of them into their hand"))),
    ("put", "to_mana"): (T(N_("{card} is put in Mana as an exhausted Mana Orb")), None),
    ("put", "expedition"): (T(N_("{who} puts {card} in the {side} expedition")), None),
    ("return", ""): (T(N_("{card} returns from Reserve to {who}'s hand")), None),
    ("exchange", ""): (T(N_("{who} exchanges {card} from Reserve with {for_card} from hand")),
                       None),
    ("exchange", "nothing"): (T(N_("{who} has nothing to exchange")), None),
    ("discard", ""): (T(N_("{card} is discarded")), None),
    ("discard", "from_reserve"): (T(N_("{card} is discarded from Reserve")), None),
    ("discard", "pay"): (T(N_("{card} is discarded from Reserve to pay for {for_card}")), None),
    ("discard", "hand"): (T(N_("{who} discards {card} from hand")), None),
    ("discard", "reserve"): (T(N_("{who} discards {card} from Reserve")), None),
    ("discard", "mana"): (T(N_("{who} discards the Mana Orb {card}")), None),
    ("discard", "reserve_limit"): (
        T(N_("{card} is discarded from Reserve: over the reserve limit")), None),
    ("sabotage", ""): (T(N_("{card} is discarded from Reserve (Sabotage)")), None),
    ("sacrifice", "landmark_limit"): (T(N_("{card} is sacrificed: over the landmark limit")),
                                      None),
    ("rest", "token"): (T(N_("{card} (a token) leaves the Expedition and ceases to exist")),
                        None),
    ("rest", "fleeting"): (T(N_("{card} is Fleeting: discarded instead of going to Reserve")),
                           None),
    ("rest", "reserve"): (T(N_("{card} goes to Reserve")), None),
    ("rest_stay", "statuses"): (T(N_("{card} stays ({statuses}) and loses {statuses}")), None),
    ("rest_stay", "eternal"): (T(N_("{card} stays: Eternal")), None),
    ("move_forward", ""): (T(N_("{who}'s {side} expedition moves forward")), None),
    ("move_back", ""): (T(N_("{who}'s {side} expedition moves backward")), None),
    ("no_move", "arena"): (T(N_("{who}'s {side} expedition is in the Arena and cannot move")),
                           None),
    ("no_move", "far_end"): (T(N_("{who}'s {side} expedition is already at the far end")), None),
    ("no_move", "origin"): (
        T(N_("{who}'s {side} expedition is at its origin and cannot move back")), None),
    ("no_move", "blocked"): (T(N_("{who}'s {side} expedition can't move forward: {blocked}")),
                             None),
    ("no_move", "discard_instead"): (
        T(N_("{who}'s {side} expedition does not move: {card} is discarded instead")), None),
    ("no_move", "die"): (
        T(N_("{who}'s {side} expedition does not move: {card}'s die shows {result}")), None),
    ("reveal", ""): (T(N_("A Tumult card is revealed: {halves}")), None),
    ("marker", "start"): (T(N_("{card} begins the game with a {terrain} Terrain Marker")), None),
    ("marker", "place"): (T(N_("{who} places a {terrain} Terrain Marker on region {region}")),
                          None),
    ("marker", "move"): (
        T(N_("{who} moves a {terrain} Terrain Marker from region {from_region} to region "
             "{region}")), None),
    ("marker", "back"): (
        T(N_("{who}'s {terrain} Terrain Marker goes back to their Hero as the Arena replaces "
             "the regions")), None),
    ("progress", "moves"): (
        T(N_("{player}'s {side} expedition (region: {terrains}) moves forward: {notes}")), None),
    ("progress", "fails"): (
        T(N_("{player}'s {side} expedition (region: {terrains}) fails to move forward: "
             "{notes}")), None),
    ("arena", ""): (T(N_("{who}: Forest {forest}, Mountain {mountain}, Water {water}; "
                         "wins {won}")), None),
    ("arena_tie", ""): (T(N_("Neither player wins more terrains; tiebreakers go on")), None),
    ("check_victory", ""): (
        T(N_("Distances: {first} {first_distance}, {second} {second_distance}; no "
             "Expeditions have met yet")), None),
    ("tiebreak", ""): (
        T(N_("Distances: {first} {first_distance}, {second} {second_distance}: tied at the "
             "top, tiebreakers start in the Arena")), None),
    ("victory", ""): (T(N_("{who} wins: {reason}")), None),
    ("die", "roll"): (T(N_("{who} rolls a die: {result}")), None),
    ("die", "two"): (T(N_("{who} rolls two dice (one extra): {first} and {second}")), None),
    ("die", "bonus"): (T(N_("{who} adds {bonus} to the result: {result}")), None),
    ("die", "becomes"): (T(N_("The result becomes {result}")), None),
    ("reaction", ""): (T(N_("{who} plays the Reaction of {card}")), None),
    ("reaction", "unseen"): (T(N_("{who} plays the Reaction of {name}")), None),
    ("trigger", ""): (T(N_("{card} triggers: a Reaction waits in Limbo")), None),
    ("trigger", "blocked"): (T(N_("{card}'s Reaction can't activate: it faces {source}")), None),
    ("trigger", "scout"): (
        T(N_("{card}: played for its Scout cost: it will be sent to Reserve")), None),
    ("trigger", "borrowed"): (
        T(N_("{card}: a {{R}} ability of {source} waits in Limbo, as if it were its own")), None),
    ("trigger", "support"): (
        T(N_("{card} activates its {{D}} ability: its effect waits in Limbo")), None),
    ("trigger", "after_rest"): (T(N_("{card}: its effect waits in Limbo after Rest")), None),
    ("take_control", ""): (T(N_("{who} takes control of {card}")), None),
    ("trigger", "next_play"): (
        T(N_("{card} resolves: an Emblem-Reaction gives it what the Emblem says")), None),
    ("trigger", "next_joins"): (T(N_("{card} joins the Expedition: a Reaction gives it its boosts")),
                                None),
    ("cap", ""): (T(N_("{card}'s reaction has activated {count} times today")), None),
    ("quick", ""): (T(N_("{who} uses {card}'s ability ({paid})")), None),
    ("decline", ""): (T(N_("{who} declines")), None),
    ("rush_none", ""): (T(N_("{who} has no card that could be played now: no Rush")), None),
    ("pay", ""): (T(N_("{who} pays the cost")), None),
    ("tough", ""): (T(N_("{who} pays {count} for Tough")), None),
    ("surcharge", ""): (T(N_("{who} pays {count} more for that target")), None),
    ("target_player", "player"): (T(N_("{who} targets {whom}")), None),
    ("target_player", "expedition"): (T(N_("{who} targets {whom}'s {side} expedition")), None),
    ("token", ""): (T(N_("{who} creates a token: {card}, in the {side} expedition")), None),
    ("token", "theirs"): (T(N_("{who} creates a token: {card}, in {whom}'s {side} expedition")),
                          None),
    ("gift", ""): (T(N_("{who} makes a Gift to {whom}")), None),
    ("token", "landmarks"): (T(N_("{who} creates a token: {card}, in their Landmarks")), None),
    ("token", "landmarks_theirs"): (T(N_("{who} creates a token: {card}, in {whom}'s Landmarks")),
                                    None),
    ("after_you", ""): (
        T(N_("{who}: After You — the turn ends once no Reactions are waiting")), None),
    ("ongoing", "next_play"): (T(N_("{who}: {step}")), None),
    ("ongoing", "after_rest"): (T(N_("{card}: an effect waits until after Rest")), None),
    ("ongoing", "after_rest_player"): (T(N_("{who}: an effect waits until after Rest")), None),
    ("ongoing", "cant_move"): (T(N_("{whom}'s {side} expedition can't move forward this Day")),
                               None),
    ("ongoing", "keywords"): (T(N_("{whom}: {step}")), None),
    ("ongoing", "cant_move_all"): (T(N_("Expeditions can't move forward this Day")), None),
    ("ascend", ""): (T(N_("{who}'s {side} expedition Ascends: until Rest, a tie moves it "
                          "forward")), None),
    ("ascend", "again"): (T(N_("{who}'s {side} expedition is already Ascended")), None),
    ("ascend_end", ""): (T(N_("{who}'s {side} expedition is no longer Ascended")), None),
    ("gain_subtypes", ""): (T(N_("{card} gains the sub-types {subtypes}")), None),
}

# The player named "You" (the learner in a lesson) is spoken to: the events whose subject or
# owner is that player say "You draw", "Your hero expedition". (kind, via, the field naming
# that player) -> (the full text, the text for the other player when the event is private).
YOU = "You"
SECOND_PERSON: dict[tuple[str, str, str], tuple[Template, Template | None]] = {
    ("setup", "", "who"): (T(N_("You are chosen at random to be the first player")), None),
    ("succeed", "", "who"): (T(N_("You become the first player")), None),
    ("first_player", "", "who"): (T(N_("You become the first player")), None),
    ("defect", "", "who"): (T(N_("{card} defects to your {side} expedition")), None),
    ("take_control", "", "who"): (T(N_("You take control of {card}")), None),
    ("draw", "", "who"): (T(N_("You draw {cards}")),
                          P(Nn_("You draw {count} card", "You draw {count} cards"))),
    ("draw_empty", "", "who"): (T(N_("You cannot draw: Deck and Discard pile are empty")),
                                None),
    ("refill", "", "who"): (P(Nn_("You shuffle {count} card from the Discard pile under the Deck",
                                  "You shuffle {count} cards from the Discard pile under the "
                                  "Deck")), None),
    ("mana", "setup", "who"): (T(N_("You put {card} in Mana, ready")),
                               T(N_("You put a card in Mana"))),
    ("mana", "deck", "who"): (
        T(N_("You put {cards} from the top of the Deck in Mana, exhausted")),
        P(Nn_("You put {count} card from the top of the Deck in Mana, exhausted",
              "You put {count} cards from the top of the Deck in Mana, exhausted"))),
    ("expand", "none", "who"): (T(N_("You do not Expand")), None),
    ("expand", "hand", "who"): (T(N_("You Expand with {card}")), T(N_("You Expand with a card"))),
    ("expand", "deck", "who"): (T(N_("You Expand with {card} from the top of your Deck")),
                                T(N_("You Expand with the top card of your Deck"))),
    ("pass", "", "who"): (T(N_("You pass for the rest of the day")), None),
    ("play", "", "who"): (T(N_("You play {card} {from_zone}, paying {cost} mana")), None),
    ("play", "expedition", "who"): (
        T(N_("You play {card} {from_zone} into the {side} expedition, paying {cost} mana")),
        None),
    ("ready_orbs", "", "who"): (
        P(Nn_("You ready {count} Mana Orb", "You ready {count} Mana Orbs")), None),
    ("resupply", "", "who"): (T(N_("You resupply {card}")), None),
    ("resupply", "exhausted", "who"): (T(N_("You resupply {card} exhausted")), None),
    ("reveal_cards", "", "who"): (T(N_("You reveal {cards}")), None),
    ("reveal_cards", "top", "who"): (T(N_("You reveal {card} from the top of your Deck")), None),
    ("reveal_cards", "resupply", "who"): (T(N_("You reveal {cards} instead of Resupplying")),
                                          None),
    ("put", "hand", "who"): (T(N_("You put {card} from your hand in {zone}")),
                             T(N_("You put a card from your hand in {zone}"))),
    ("put", "into_hand", "who"): (T(N_("You put {card} into your hand")), None),
    ("put", "looked_to_hand", "who"): (T(N_("You put {card} into your hand")), None),
    ("put", "expedition", "who"): (T(N_("You put {card} in the {side} expedition")), None),
    ("return", "", "who"): (T(N_("{card} returns from Reserve to your hand")), None),
    ("exchange", "", "who"): (
        T(N_("You exchange {card} from Reserve with {for_card} from hand")), None),
    ("exchange", "nothing", "who"): (T(N_("You have nothing to exchange")), None),
    ("discard", "hand", "who"): (T(N_("You discard {card} from hand")), None),
    ("discard", "reserve", "who"): (T(N_("You discard {card} from Reserve")), None),
    ("discard", "mana", "who"): (T(N_("You discard the Mana Orb {card}")), None),
    ("move_forward", "", "who"): (T(N_("Your {side} expedition moves forward")), None),
    ("move_back", "", "who"): (T(N_("Your {side} expedition moves backward")), None),
    ("marker", "place", "who"): (T(N_("You place a {terrain} Terrain Marker on region {region}")),
                                 None),
    ("marker", "move", "who"): (
        T(N_("You move a {terrain} Terrain Marker from region {from_region} to region "
             "{region}")), None),
    ("marker", "back", "who"): (
        T(N_("Your {terrain} Terrain Marker goes back to your Hero as the Arena replaces the "
             "regions")), None),
    ("no_move", "arena", "who"): (T(N_("Your {side} expedition is in the Arena and cannot move")),
                                  None),
    ("no_move", "far_end", "who"): (T(N_("Your {side} expedition is already at the far end")),
                                    None),
    ("no_move", "origin", "who"): (
        T(N_("Your {side} expedition is at its origin and cannot move back")), None),
    ("no_move", "die", "who"): (
        T(N_("Your {side} expedition does not move: {card}'s die shows {result}")), None),
    ("no_move", "discard_instead", "who"): (
        T(N_("Your {side} expedition does not move: {card} is discarded instead")), None),
    ("no_move", "blocked", "who"): (
        T(N_("Your {side} expedition can't move forward: {blocked}")), None),
    ("progress", "moves", "player"): (
        T(N_("Your {side} expedition (region: {terrains}) moves forward: {notes}")), None),
    ("progress", "fails", "player"): (
        T(N_("Your {side} expedition (region: {terrains}) fails to move forward: {notes}")),
        None),
    ("arena", "", "who"): (T(N_("You: Forest {forest}, Mountain {mountain}, Water {water}; you "
                                "win {won}")), None),
    ("victory", "", "who"): (T(N_("You win: {reason}")), None),
    ("die", "roll", "who"): (T(N_("You roll a die: {result}")), None),
    ("die", "two", "who"): (T(N_("You roll two dice (one extra): {first} and {second}")), None),
    ("die", "bonus", "who"): (T(N_("You add {bonus} to the result: {result}")), None),
    ("reaction", "", "who"): (T(N_("You play the Reaction of {card}")), None),
    ("reaction", "unseen", "who"): (T(N_("You play the Reaction of {name}")), None),
    ("quick", "", "who"): (T(N_("You use {card}'s ability ({paid})")), None),
    ("decline", "", "who"): (T(N_("You decline")), None),
    ("rush_none", "", "who"): (T(N_("You have no card that could be played now: no Rush")), None),
    ("pay", "", "who"): (T(N_("You pay the cost")), None),
    ("tough", "", "who"): (T(N_("You pay {count} for Tough")), None),
    ("surcharge", "", "who"): (T(N_("You pay {count} more for that target")), None),
    ("target_player", "player", "who"): (T(N_("You target {whom}")), None),
    ("target_player", "player", "whom"): (T(N_("{who} targets you")), None),
    ("target_player", "expedition", "who"): (T(N_("You target {whom}'s {side} expedition")),
                                             None),
    ("target_player", "expedition", "whom"): (T(N_("{who} targets your {side} expedition")),
                                              None),
    ("token", "", "who"): (T(N_("You create a token: {card}, in the {side} expedition")), None),
    ("token", "theirs", "who"): (
        T(N_("You create a token: {card}, in {whom}'s {side} expedition")), None),
    ("token", "theirs", "whom"): (
        T(N_("{who} creates a token: {card}, in your {side} expedition")), None),
    ("gift", "", "who"): (T(N_("You make a Gift to {whom}")), None),
    ("gift", "", "whom"): (T(N_("{who} makes you a Gift")), None),
    ("token", "landmarks", "who"): (T(N_("You create a token: {card}, in your Landmarks")), None),
    ("token", "landmarks_theirs", "who"): (
        T(N_("You create a token: {card}, in {whom}'s Landmarks")), None),
    ("token", "landmarks_theirs", "whom"): (
        T(N_("{who} creates a token: {card}, in your Landmarks")), None),
    ("ongoing", "cant_move", "whom"): (
        T(N_("Your {side} expedition can't move forward this Day")), None),
    ("ascend", "", "who"): (
        T(N_("Your {side} expedition Ascends: until Rest, a tie moves it forward")), None),
    ("ascend", "again", "who"): (T(N_("Your {side} expedition is already Ascended")), None),
    ("ascend_end", "", "who"): (T(N_("Your {side} expedition is no longer Ascended")), None),
}

# Where a card sent away by an effect goes (the `via`), for the `send` and `sacrifice` kinds.
SENT = {
    "reserve": (N_("{card} goes to Reserve"), N_("{card} is sacrificed and goes to Reserve")),
    "hand": (N_("{card} goes to its owner's hand"),
             N_("{card} is sacrificed and goes to its owner's hand")),
    "deck": (N_("{card} goes to the top of its owner's Deck"),
             N_("{card} is sacrificed and goes to the top of its owner's Deck")),
    "mana": (N_("{card} goes to Mana"), N_("{card} is sacrificed and goes to Mana")),
    "discard": (N_("{card} goes to the Discard pile"), N_("{card} is sacrificed")),
    "gone": (N_("{card} leaves play and ceases to exist"),
             N_("{card} is sacrificed and ceases to exist")),
    "mana_instead": (N_("{card} goes to its owner's Mana zone instead"),
                     N_("{card} goes to its owner's Mana zone instead")),
    "stays_instead": (N_("{card} stays in its Expedition instead ({source})"),
                      N_("{card} stays in its Expedition instead of being sacrificed ({source})")),
    "defects_instead": (N_("{card} gains Fleeting and defects instead of going to Reserve"),
                        N_("{card} gains Fleeting and defects instead of going to Reserve")),
}
for _via, (_sent, _sacrificed) in SENT.items():
    TEMPLATES["send", _via] = (T(_sent), None)
    TEMPLATES["sacrifice", _via] = (T(_sacrificed), None)

# Parts of a sentence, rendered where a field holds a list or a dict of them.
PAID = {  # one part of a quick action's cost
    "exhaust": T(N_("exhausts it")),
    "mana": T(N_("pays {count} mana")),
    "counters": P(Nn_("spends {count} {counter} counter", "spends {count} {counter} counters")),
    "discard": T(N_("discards {card} from Reserve")),
    "discard_self": T(N_("discards it from Reserve")),
    "opponent_resupplies": T(N_("has the opponent Resupply")),
    "exhaust_reserve": T(N_("exhausts {card} in Reserve")),
}
NOTES = {  # one line of a Progress comparison
    "outside": T(N_("{terrain} {mine}: not a terrain of this region")),
    "zero": T(N_("{terrain} {mine}: zero or less never moves [4.2.4.f]")),
    "tie": T(N_("{terrain} {mine} = {theirs}: a tie is not enough [4.2.4.e]")),
    "ascended": T(N_("{terrain} {mine} = {theirs}: Ascended, a tie is enough [4.2.4.e]")),
    "less": T(N_("{terrain} {mine} < {theirs}")),
    "more": T(N_("{terrain} {mine} > {theirs} [4.2.4.b]")),
    "regions_are": T(N_("every region is {terrain} only ({card}) [2.2.2.p]")),
    "marker": T(N_("a {terrain} Terrain Marker is on this region")),
    "blocked": T(N_("cannot move: {blocked}")),
}
BLOCKED = {  # why an Expedition can't move forward
    "ongoing": T(N_("{cause}: it can't move forward this Day [{rule}]")),
    "passive": T(N_("{card} keeps it from moving forward [{rule}]")),
    "defender": T(N_("{card} has Defender [{rule}]")),
}
REASONS = {  # how a game was won
    "met": T(N_("Expeditions met with a total distance of {mine} against {theirs}")),
    "crossed": T(N_("Expeditions crossed with a total distance of {mine} against {theirs}")),
    "arena": T(N_("won more terrains in the Arena ({mine} to {theirs})")),
    "ability": T(N_("won by the ability of {card}")),
    "effect": T(N_("won by an effect")),
}
CAUSES = {  # what brought something about: a card's doing, or a step of the game
    "play": T(N_("Play {card}")),
    "reaction": T(N_("Reaction of {card}")),
    "unseen_reaction": T(N_("A Reaction")),  # of a card gone to a hidden zone
    "quick": T(N_("Quick action of {card}")),
    "card": T(N_("{card}")),
    "setup": T(N_("Setup")), "day": T(N_("Day")), "draw": T(N_("Draw")),
    "expand": T(N_("Expand")), "succeed": T(N_("Succeed")), "prepare": T(N_("Prepare")),
    "afternoon": T(N_("Afternoon")), "turn": T(N_("Turn")), "progress": T(N_("Progress")),
    "rest": T(N_("Rest")), "cleanup": T(N_("Clean-up")),
    "check_victory": T(N_("Check Victory")), "reactions": T(N_("Reactions")),
    "scenario": T(N_("Scenario")),
}
FROM_ZONE = {"hand": N_("from Hand"), "reserve": N_("from Reserve"), "deck": N_("from Deck"),
             "discard": N_("from the Discard pile"), "mana": N_("from Mana")}
NOTHING = N_("nothing")
NO_TERRAIN = N_("no terrain")
AND = N_("{first} and {second}")


@dataclass(frozen=True)
class Names:
    """What a rendering needs besides the data: card names by id, player names, language."""

    cards: dict[int, str]
    players: list[str]
    lang: str

    def card(self, cid: Any) -> str:
        return self.cards.get(cid, "?") if cid is not None else "?"

    def player(self, index: Any) -> str:
        return self.players[index] if isinstance(index, int) and 0 <= index < len(self.players) \
            else "?"


def _term(table: dict[str, str], value: str, names: Names) -> str:
    return translator(names.lang).gettext(table[value]) if value in table else str(value)


def _lower_term(table: dict[str, str], value: str, names: Names) -> str:
    return _term(table, value, names).lower()


def part(table: dict[str, Template], data: dict[str, Any], names: Names) -> str:
    """One sub-sentence of a field (a cost part, a note, a reason), by its `via`."""
    template = table.get(data.get("via", ""))
    if template is None:
        return "?"
    return render(template, data, names)


def cause_text(cause: str, names: Names) -> str:
    kind, _sep, cid = cause.partition(":")
    template = CAUSES.get(kind)
    if template is None:
        return cause
    return render(template, {"card": int(cid)} if cid else {}, names)


def _joined_terrains(terrains: list[str], names: Names, sep: str) -> str:
    return sep.join(_term(TERRAINS, t, names) for t in terrains)


def _arena_values(data: dict[str, Any], names: Names) -> dict[str, Any]:
    forest, mountain, water = data["totals"]
    won = ", ".join(_term(TERRAINS, t, names) for t in data["won"])
    return {"forest": forest, "mountain": mountain, "water": water,
            "won": won or translator(names.lang).gettext(NO_TERRAIN)}


def _distances(data: dict[str, Any], names: Names) -> dict[str, Any]:
    return {"first": names.player(0), "second": names.player(1),
            "first_distance": data["sums"][0], "second_distance": data["sums"][1]}


def _rolls(data: dict[str, Any], names: Names) -> dict[str, Any]:
    return {"first": data["rolls"][0], "second": data["rolls"][1]} if "rolls" in data else {}


def _step_text(step: dict[str, Any], names: Names) -> str:
    return render_step(ab.from_data(ab.Step, step), names.lang)


# How a field of the data becomes text (fields not listed are shown as they are).
FIELDS: dict[str, Callable[[Any, Names], str]] = {
    "who": lambda v, n: n.player(v), "whom": lambda v, n: n.player(v),
    "player": lambda v, n: n.player(v),
    "card": lambda v, n: n.card(v), "source": lambda v, n: n.card(v),
    "for_card": lambda v, n: n.card(v),
    "cards": lambda v, n: (", ".join(n.card(c) for c in v)
                           or translator(n.lang).gettext(NOTHING)),
    "zone": lambda v, n: _term(ZONES, v, n),
    "from_zone": lambda v, n: _term(FROM_ZONE, v, n),
    "side": lambda v, n: _lower_term(SIDES, v, n),
    "status": lambda v, n: _term(STATUSES, v, n),
    "statuses": lambda v, n: (translator(n.lang).gettext(AND).format(
        first=_term(STATUSES, v[0], n), second=_term(STATUSES, v[1], n)) if len(v) == 2
        else ", ".join(_term(STATUSES, s, n) for s in v)),
    "phase": lambda v, n: _term(PHASES, v, n),
    "terrain": lambda v, n: _term(TERRAINS, v, n),
    "terrains": lambda v, n: (_joined_terrains(v, n, "+")
                              or translator(n.lang).gettext(NO_TERRAIN)),
    "counter": lambda v, n: str(v).capitalize(),
    "cause": lambda v, n: cause_text(v, n),
    "paid": lambda v, n: (", ".join(part(PAID, p, n) for p in v)
                          or translator(n.lang).gettext(N_("no cost"))),
    "notes": lambda v, n: "; ".join(part(NOTES, note, n) for note in v),
    "blocked": lambda v, n: part(BLOCKED, v, n) if v else "",
    "reason": lambda v, n: part(REASONS, v, n),
    "halves": lambda v, n: " | ".join(_joined_terrains(h, n, "+") for h in v),
    "step": lambda v, n: _step_text(v, n),
}
# Values computed from several fields, by event kind.
DERIVED: dict[str, Callable[[dict[str, Any], Names], dict[str, Any]]] = {
    "arena": _arena_values, "check_victory": _distances, "tiebreak": _distances, "die": _rolls,
    # a lesson's scenario is named in the catalogue; another keeps its own name
    "scenario": lambda data, n: {"name": translator(n.lang).gettext(data["name"])},
}


def render(template: Template, data: dict[str, Any], names: Names, kind: str = "") -> str:
    tr = translator(names.lang)
    text = (tr.ngettext(template.singular, template.plural, data["count"]) if template.plural
            else tr.gettext(template.singular))
    values = {}
    for name in template.placeholders:
        field = "zone" if name == "from_zone" else name  # the same zone, said as an origin
        if field in data:
            convert = FIELDS.get(name)
            values[name] = convert(data[field], names) if convert else data[field]
    if kind in DERIVED:
        values.update(DERIVED[kind](data, names))
    return text.format(**values)


def template_key(event: dict[str, Any]) -> tuple[str, str]:
    return event["kind"], (event.get("data") or {}).get("via", "")


def names_of(event: dict[str, Any], lang: str) -> Names:
    return Names(event.get("names") or {}, event.get("players") or [], lang)


def event_text(event: dict[str, Any], lang: str | None = None) -> str:
    """The line the log shows for `event` (an observation's event: redacted for its viewer)."""
    lang = lang or current_language()
    templates = TEMPLATES.get(template_key(event))
    if templates is None:
        raise KeyError(f"no template for the event {template_key(event)}")
    full, redacted = templates
    data = event.get("data") or {}
    players = event.get("players") or []
    if YOU in players:  # that player is spoken to, where the event names them
        you = players.index(YOU)
        full, redacted = next((SECOND_PERSON[(*template_key(event), field)]
                               for field in ("who", "player", "whom")
                               if data.get(field) == you
                               and (*template_key(event), field) in SECOND_PERSON),
                              (full, redacted))
    if redacted is not None and not set(full.placeholders) <= set(data):
        return render(redacted, data, names_of(event, lang), event["kind"])
    return render(full, data, names_of(event, lang), event["kind"])


def card_names(data: Any, name_of: Callable[[int], str]) -> dict[int, str]:
    """Each card id in `data` (its card fields, at any depth, and card causes) -> its name."""
    out: dict[int, str] = {}
    _collect(data, name_of, out)
    return out


def _collect(value: Any, name_of: Callable[[int], str], out: dict[int, str]) -> None:
    if isinstance(value, dict):
        for key, v in value.items():
            if key in CARD_FIELDS and isinstance(v, int):
                out[v] = name_of(v)
            elif key in CARD_LIST_FIELDS and isinstance(v, list):
                for cid in v:
                    out[cid] = name_of(cid)
            elif key == "cause" and isinstance(v, str) and ":" in v:
                cid = int(v.partition(":")[2])
                out[cid] = name_of(cid)
            elif isinstance(v, (dict, list)) and key != "step":
                _collect(v, name_of, out)
    elif isinstance(value, list):
        for v in value:
            _collect(v, name_of, out)


def names_for(cards: dict[int, str], players: list[str], lang: str | None = None) -> Names:
    """The names to render data outside the log with (the Dusk report, the game's outcome)."""
    return Names(cards, players, lang or current_language())


def reason_text(reason: dict[str, Any], names: Names) -> str:
    """How the game was won (`GameState.win_reason`)."""
    return part(REASONS, reason, names)


def note_text(note: dict[str, Any], names: Names) -> str:
    """One line of a Progress comparison (the `notes` of a Dusk report's Expedition)."""
    return part(NOTES, note, names)


def blocked_text(blocked: dict[str, Any], names: Names) -> str:
    """Why an Expedition can't move forward."""
    return part(BLOCKED, blocked, names)
