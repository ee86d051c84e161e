"""Card text rendered from the ability structure, so what a card says is what it does."""

from __future__ import annotations

from typing import Any

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef

TRIGGERS = {
    "joins": "{J}",
    "played_from_hand": "{H}",
    "played_from_reserve": "{R}",
    "at_noon": "At Noon —",
    "at_dusk": "At Dusk —",
    "leaves_expedition": "When I leave the Expedition zone —",
    "goes_to_reserve": "When I go to Reserve —",
    "sacrificed": "When I'm sacrificed —",
    "expedition_fails_to_move": "When my Expedition fails to move forward —",
    "expedition_moves_forward": "When my Expedition moves forward —",
    "you_roll_dice": "When you roll one or more dice —",
    "you_pass": "When you pass —",
    "opponent_draws_or_resupplies": "When an opponent draws one or more cards or Resupplies —",
    "you_create_token": "When you create a token Character —",
    "leaves_your_reserve": "When a card leaves your Reserve —",
    "your_character_gains_boosts": "When a Character you control gains 1 or more boosts —",
    "leaves_landmarks": "When I leave your Landmark zone —",
}
FROM_ZONE = {"hand": "your hand", "expedition": "the Expedition zone"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


NOUNS = {"card": ("card", "cards"), "object": ("Character or Permanent", "Characters or Permanents"),
         "character": ("Character", "Characters"), "permanent": ("Permanent", "Permanents"),
         "spell": ("Spell", "Spells")}


def describe_filter(f: ab.Filter, plural: bool = False) -> str:
    if f.subtype:
        noun = f.subtype + ("s" if plural else "")
    elif f.token:
        noun = "tokens" if plural else "token"
    else:
        noun = NOUNS[f.type][1 if plural else 0]
    parts = []
    if f.other:
        parts.append("other")
    if f.token is False:
        parts.append("non-token")
    if f.status_any:
        parts.append(" or ".join(s.capitalize() for s in f.status_any))
    if f.boosted is not None:
        parts.append("boosted" if f.boosted else "unboosted")
    parts.append(noun)
    text = " ".join(parts)
    if f.base_stat_zero is not None:
        text += " with a base statistic of 0" if f.base_stat_zero else " with no base statistic of 0"
    if f.min_hand_cost_my_counters is not None:
        text += (f" with Hand Cost greater than or equal to my number of "
                 f"{f.min_hand_cost_my_counters.capitalize()} counters")
    if f.max_hand_cost is not None:
        text += f" with Hand Cost {f.max_hand_cost} or less"
    if f.min_hand_cost is not None:
        text += f" with Hand Cost {f.min_hand_cost} or more"
    if f.max_hand_cost_from == "characters_you_control":
        text += " with Hand Cost X or less"
    if f.controller == "you":
        text += " you control"
    elif f.controller == "opponent":
        text += " an opponent controls"
    if f.in_my_expedition:
        text += " in my Expedition"
    if f.in_other_expedition:
        text += " in your other Expedition"
    if f.max_hand_cost_from == "characters_you_control":
        text += ", where X is the number of Characters you control"
    if f.by_target_player:
        text += " controlled by target player"
    if f.in_target_expedition:
        text += " in target Expedition"
    return text


def describe_select(s: ab.Select) -> str:
    if s.ref == "me":
        return "I"
    if s.ref == "it":
        return "it"
    many = s.count > 1
    what = describe_filter(s.filter, plural=many)
    if s.ref == "each":
        return f"each {describe_filter(s.filter)}"
    count = f"up to {s.count} " if s.up_to else ("" if s.count == 1 else f"{s.count} ")
    word = "target " if s.ref == "target" else ("a " if s.count == 1 and not s.up_to else "")
    total = (f" with a total Hand Cost of {s.total_hand_cost_max} or less"
             if s.total_hand_cost_max is not None else "")
    return f"{count}{word}{what}{total}".strip()


def _is_many(s: ab.Select) -> bool:
    return s.ref in ("target", "choose") and s.count > 1


def _verb(subject: str, base: str, third: str, many: bool = False) -> str:
    if subject == "I":
        return f"I {base}"
    return f"{subject} each {base}" if many else f"{subject} {third}"


WHERE = {
    "my_expedition": "in my Expedition",
    "other_expedition": "in your other Expedition",
    "each_of_your_expeditions": "in each of your Expeditions",
    "target_expedition": "in target Expedition",
    "hero_expedition": "in your Hero Expedition",
    "companion_expedition": "in your Companion Expedition",
    "distributed": "split as you choose among your Expeditions",
}

WHO = {"you": "", "opponent": "Target opponent ", "each": "Each player "}


def render_step(step: Any) -> str:
    k = step.kind
    if k == "draw" and step.count_from == "discarded":
        return f"{WHO[step.who]}{'draws' if WHO[step.who] else 'Draw'} that many cards"
    if k == "draw":
        who = WHO[step.who]
        verb = "draws" if who else "Draw"
        return f"{who}{verb} {'a card' if step.count == 1 else _plural(step.count, 'card')}".strip()
    if k == "resupply":
        word = "Exhausted Resupply" if step.exhausted else "Resupply"
        if WHO[step.who]:
            word = "does Exhausted Resupply" if step.exhausted else "Resupplies"
        times = "" if step.count == 1 else f" {step.count} times"
        return f"{WHO[step.who]}{word}{times}".strip()
    if k == "sabotage":
        return "Sabotage"
    if k == "boost":
        subj = describe_select(step.objects)
        amount = "X boosts, where X is the result" if step.amount_from == "die" else _plural(step.amount, "boost")
        if step.amount_from in ("my_reserve", "each_reserve"):
            where = "your Reserve" if step.amount_from == "my_reserve" else "each player's Reserve"
            amount += f" for each card in {where}"
        return _verb(subj, "gain", "gains", _is_many(step.objects)) + f" {amount}"
    if k in ("gain_status", "lose_status"):
        subj = describe_select(step.objects)
        verb = ("gain", "gains") if k == "gain_status" else ("lose", "loses")
        return _verb(subj, *verb, _is_many(step.objects)) + f" {step.status.capitalize()}"
    if k == "send_to":
        dest = {"reserve": "to Reserve", "hand": "to its owner's hand",
                "deck_top": "on top of its owner's Deck", "mana": "in its owner's Mana zone",
                "discard": "to the Discard pile"}[step.zone]
        verb = "Discard" if step.zone == "discard" else "Send"
        if step.objects.filter.max_hand_cost_from is not None and step.zone != "discard":
            return f"{verb} {dest} {describe_select(step.objects)}"  # the 'where X is' clause ends it
        return f"{verb} {describe_select(step.objects)}" + ("" if step.zone == "discard" else f" {dest}")
    if k == "sacrifice" and step.who != "you":
        return f"{WHO[step.who]}sacrifices {describe_select(step.objects)}"
    if k == "sacrifice":
        return f"Sacrifice {describe_select(step.objects)}"
    if k == "create_token":
        article = "an" if step.token[0] in "AEIOU" else "a"
        what = f"{article} {step.token} token" if step.count == 1 else f"{step.count} {step.token} tokens"
        return f"Create {what} {WHERE[step.where]}"
    if k == "move_expedition":
        which = {"target": "Target Expedition", "facing_me": "The Expedition facing me",
                 "mine": "My Expedition"}[step.expedition]
        return f"{which} moves {step.direction} one region"
    if k == "switch_expeditions":
        return f"{describe_select(step.objects)} switches Expeditions"
    if k == "put_from_hand":
        return f"Put a card from your hand in {step.zone.capitalize()}"
    if k == "may" and step.cost is not None:
        inner = render_steps(step.steps)
        inner = "have me" + inner[1:] if inner.startswith("I ") else _lower_first(inner)
        if len(step.steps) == 1 and step.steps[0].kind == "boost" and step.steps[0].objects.ref == "target":
            inner = "have " + inner.replace(" gains ", " gain ", 1)  # "to have target X gain ..."
        if inner.startswith("it gains "):  # "to have it gain ..."
            inner = "have it gain " + inner[len("it gains "):]
        return f"You may {render_may_cost(step.cost)} to {inner}"
    if k == "may":
        inner = render_steps(step.steps)
        if inner.startswith("I "):
            return f"You may have me{inner[1:]}"
        if inner.startswith("It "):  # "It gains ..." -> "You may have it gain ..."
            subject, verb, rest = inner.split(" ", 2)
            return f"You may have it {verb.removesuffix('es') if verb.endswith('ches') else verb.removesuffix('s')} {rest}"
        return f"You may {_lower_first(inner)}"
    if k == "roll_die":
        parts = []
        for o in step.outcomes:
            if (o.low, o.high) == (1, 6):
                return f"Roll a die. {render_steps(o.steps)}"
            rng = f"{o.low}" if o.low == o.high else (f"{o.low}+" if o.high == 6 else f"{o.low}-{o.high}")
            parts.append(f"on a {rng}, {_lower_first(render_steps(o.steps))}")
        return "Roll a die: " + "; ".join(parts)
    if k == "choose_one":
        return "Choose one: " + " / ".join(render_steps(m) for m in step.modes)
    if k == "gain_counters":
        return f"I gain {step.amount} {step.counter.capitalize()} counter{'s' if step.amount > 1 else ''}"
    if k == "next_play":
        what = describe_filter(step.filter).replace(" you control", "")
        src = " from your hand" if step.from_hand_only else ""
        src = " from your Reserve" if step.from_reserve_only else src
        effects = []
        if step.free:
            effects.append("is free")
        if step.cost_change < 0:
            effects.append(f"costs {{{-step.cost_change}}} less")
        if step.cost_change > 0:
            effects.append(f"costs {{{step.cost_change}}} more")
        if step.boosts:
            effects.append(f"gains {_plural(step.boosts, 'boost')}")
        if step.loses_fleeting:
            effects.append("loses Fleeting")
        if step.activates_reserve_abilities:
            effects.append("activates its {R} abilities (as if it had been played from Reserve)")
        if step.gains_status:
            effects.append(f"gains {step.gains_status.capitalize()}")
        period = "this turn" if step.duration == "turn" else "this Afternoon"
        then = ". If you play it from your hand, it loses Fleeting" if step.loses_fleeting_from_hand else ""
        return f"The next {what} you play{src} {period} " + " and ".join(effects) + then
    if k == "activate_joins" and step.each_may:
        return f"For each {describe_filter(step.objects.filter)}, you may activate its {{J}} abilities"
    if k == "activate_joins":
        return f"Activate the {{J}} abilities of {describe_select(step.objects)}"
    if k == "choose_target":
        sel = step.objects
        if sel.up_to:
            return f"Choose up to {sel.count} target {describe_filter(sel.filter, plural=sel.count > 1)}"
        return f"Target {describe_select(sel).replace('target ', 'a ', 1)}"
    if k == "reserve_to_hand":
        return f"Return another {describe_filter(step.filter)} from your Reserve to your hand"
    if k == "after_you":
        return "After You"
    if k == "discard_from_hand":
        who = {"you": "", "opponent": "Target opponent ", "each": "Each player "}[step.who]
        what = "their hand" if step.whole_hand else (
            "a card from their hand" if step.count == 1 else f"{step.count} cards from their hand")
        if not who:
            what = what.replace("their", "your")
        return f"{who}{'discards' if who else 'Discard'} {what}"
    if k in ("exhaust", "ready"):
        return f"{k.capitalize()} {describe_select(step.objects)}"
    if k == "play_me_for_free":
        gains = f" and I gain {step.then_gains.capitalize()}" if step.then_gains else ""
        return f"Play me for free{gains}"
    if k == "cant_move_forward":
        which = "Target Expedition" if step.expedition == "target" else "Expeditions"
        return f"{which} can't move forward this Day"
    if k == "if":
        return f"If {render_step_condition(step.condition)}, {_lower_first(render_steps(step.steps))}"
    if k == "reveal_top":
        return "Reveal the top card of your Deck"
    if k == "play_or_take_it":
        return "You may play it for free or put it into your hand"
    if k == "discard_reserve":
        return "Discard your Reserve" if step.who == "you" else f"{WHO[step.who]}discards their Reserve"
    if k == "modify_die":
        return f"Increase the result by {step.amount}"
    if k == "after_rest":
        return f"{render_steps(step.steps)} after Rest"
    if k == "win_game":
        return "You win the game"
    if k == "put_revealed":
        what = describe_filter(step.filter, plural=True).replace(" you control", "")
        gains = f". They gain {step.then_gains.capitalize()}" if step.then_gains else ""
        return (f"Reveal the top {step.reveal} cards of your Deck. Choose up to {step.count} {what} "
                f"from these cards and put them in your Expeditions{gains}. Discard the other cards")
    if k == "deck_to_mana":
        return render_deck_to_mana(step)
    if k == "discard_mana_orb":
        then = f". If you do, {_lower_first(render_steps(step.then))}" if step.then else ""
        return f"Discard one of your Mana Orbs{then}"
    if k == "put_me_in":
        return "Put me in Reserve"
    raise ValueError(f"no rendering for step kind {k!r}")


def render_counters(c: ab.CounterCount) -> str:
    name = c.counter.capitalize()
    parts = []
    if c.at_least is not None:
        parts.append(f"{c.at_least} or more")
    if c.less_than is not None:
        parts.append(f"less than {c.less_than}")
    return f"I have {' and '.join(parts)} {name} counters"



def render_deck_to_mana(step: ab.DeckToMana) -> str:
    top = "the top card" if step.count == 1 else f"the top {step.count} cards"
    orbs = "an exhausted Mana Orb" if step.count == 1 else "exhausted Mana Orbs"
    if step.who == "you":
        return f"Put {top} of your Deck in your Mana zone (as {orbs})"
    return f"{WHO[step.who]}puts {top} of their Deck in their Mana zone (as {orbs})"


def render_step_condition(c: ab.StepCondition) -> str:
    parts = []
    if c.controls is not None:
        count = "a" if c.at_least == 1 else f"{c.at_least} or more"
        what = describe_filter(c.controls, plural=c.at_least > 1).replace(" you control", "")
        parts.append(f"you control {count} {what}")
    if c.first_player is True:
        parts.append("you are the first player")
    if c.first_player is False:
        parts.append("you are not the first player")
    if c.fewer_mana_orbs_than is not None:
        parts.append(f"you have fewer than {c.fewer_mana_orbs_than} Mana Orbs")
    if c.zero_base_stats is not None:
        parts.append(f"you have {_count_words(c.zero_base_stats)} base statistics of 0 among "
                     "Characters you control")
    if c.my_counters is not None:
        parts.append(render_counters(c.my_counters))
    if c.it_is is not None:
        what = describe_filter(c.it_is)
        parts.append(f"it's {'an' if what[0] in 'AEIOU' else 'a'} {what}")
    if c.my_boosts_at_least is not None:
        parts.append(f"I have {c.my_boosts_at_least} or more boosts")
    if c.my_boosts_at_most is not None:
        parts.append(f"I have {_plural(c.my_boosts_at_most, 'boost')} or less")
    return " and ".join(parts) or "always"


def _count_words(n: int) -> str:
    return "a" if n == 1 else f"{n} or more"


def render_may_cost(c: ab.MayCost) -> str:
    parts = []
    if c.mana:
        parts.append(f"pay {{{c.mana}}}")
    if c.exhaust_me:
        parts.append("exhaust me")
    for name, n in c.spend_counters.items():
        parts.append(f"spend {n} of my {name.capitalize()} counters")
    if c.discard_from_reserve:
        parts.append(f"discard {_plural(c.discard_from_reserve, 'card')} from your Reserve")
    if c.put_from_hand_in_reserve:
        what = "a card" if c.put_from_hand_in_reserve == 1 else f"{c.put_from_hand_in_reserve} cards"
        parts.append(f"put {what} from your hand in Reserve")
    if c.discard_any_from_reserve:
        parts.append("discard any number of cards from your Reserve")
    if c.sacrifice_me:
        parts.append("sacrifice me")
    return " and ".join(parts)


def _lower_first(text: str) -> str:
    return text if text.startswith("I ") else text[:1].lower() + text[1:]


def _upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def render_steps(steps: list[Any]) -> str:
    text = ". ".join(_upper_first(render_step(s)) for s in steps)
    return text.replace(" a other ", " another ").replace("A other ", "Another ")


def render_cost(cost: ab.Cost) -> str:
    parts = []
    if cost.exhaust_me:
        parts.append("{T}")
    if cost.mana:
        parts.append(f"{{{cost.mana}}}")
    if cost.discard_me:
        parts.append("{D}")
    if cost.discard_from_reserve:
        parts.append(f"Discard {_plural(cost.discard_from_reserve, 'card')} from your Reserve")
    if cost.sacrifice_character:
        parts.append("Sacrifice a Character")
    for name, n in cost.spend_counters.items():
        parts.append(f"Spend {n} of my {name.capitalize()} counters")
    return ", ".join(parts) or "No cost"


def render_trigger(t: ab.Trigger) -> str:
    if t.on == "you_play":
        return f"When you play a {describe_filter(t.filter or ab.Filter(type='card'))} —"
    if t.on == "expedition_moves_forward" and t.terrain:
        return f"When one of your Expeditions moves forward due to {t.terrain.capitalize()} —"
    if t.on == "character_joins_yours":
        f = t.filter or ab.Filter()
        return f"When a {describe_filter(f)} joins your Expeditions —"
    if t.on == "you_sacrifice":
        return f"When you sacrifice a {describe_filter(t.filter or ab.Filter(type='object'))} —"
    if t.during is not None:
        return TRIGGERS[t.on].replace(" —", f" during the {t.during.capitalize()} —")
    if t.on == "goes_to_reserve" and t.from_zone:
        return f"When I go to Reserve from {FROM_ZONE[t.from_zone]} —"
    return TRIGGERS[t.on]


def render_condition(c: ab.Condition) -> str:
    if c.first_player is True:
        return " if you are the first player,"
    if c.first_player is False:
        return " if you are not the first player,"
    if c.was_fleeting is True:
        return " if I was Fleeting,"
    if c.was_fleeting is False:
        return " if I was not Fleeting,"
    if c.first_of_afternoon:
        return " if it is the first of its type you play this Afternoon,"
    if c.not_first_day:
        return " if it is not the first Day,"
    if c.my_counters is not None:
        return f" if {render_counters(c.my_counters)},"
    if c.controls_each_status:
        first, *rest = [f"{s.capitalize()} Character" for s in c.controls_each_status]
        others = ["another", "yet another"] + ["yet another"] * len(rest)
        words = [f"a {first}"] + [f"{others[i]} {w}" for i, w in enumerate(rest)]
        listed = ", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else words[0]
        return f" if you control {listed},"
    return ""


def render_ability(a: Any) -> str:
    if isinstance(a, ab.Reaction):
        condition = render_condition(a.condition)
        steps = render_steps(a.effect)
        return f"{render_trigger(a.trigger)}{condition} {_lower_first(steps) if condition else steps}."
    if isinstance(a, ab.QuickAction) and a.condition.my_counters is not None:  # an ability I gain
        inner = render_ability(a.model_copy(update={"condition": ab.Condition()}))
        return f"If {render_counters(a.condition.my_counters)}, I have \"{inner}\""
    if isinstance(a, ab.QuickAction):
        only = render_condition(a.condition).strip(" ,")
        limit = f" Only {only}." if only else ""
        if a.cost.more_if_not_first_player:
            limit += (f" This action costs {{{a.cost.more_if_not_first_player}}} more if you are "
                      "not the first player.")
        return f"{render_cost(a.cost)}: {render_steps(a.effect)}.{limit}"
    if isinstance(a, ab.SpellEffect):
        return f"{render_steps(a.steps)}."
    if isinstance(a, ab.PassiveAbility):
        return render_passive(a.effect)
    raise ValueError(f"no rendering for ability {type(a).__name__}")


def render_passive(p: Any) -> str:
    if p.kind == "grant_keywords":
        words = ", ".join(p.keywords.names())
        if p.to is None:
            text = f"I am {words}"
        else:
            verb = "have" if p.keywords.tough or p.keywords.scout is not None else "are"
            text = _upper_first(f"{describe_filter(p.to, plural=True)} you control {verb} {words}")
        if p.unless is not None:
            text += f" unless {render_step_condition(p.unless)}"
        if p.condition is not None:
            text = f"If {render_step_condition(p.condition)}, {_lower_first(text)}"
        return text + "."
    if p.kind == "tough_x":
        if p.x == "regions_between_expeditions":
            x = "the number of regions between your Hero and Companion Expeditions"
        else:
            f = (p.filter or ab.Filter()).model_copy(update={"controller": "any"})
            x = f"the number of {describe_filter(f, plural=True)} you control"
        return f"Tough X, where X is {x}."
    if p.kind == "triggers_cant_activate":
        marks = [TRIGGERS[t] for t in p.triggers]
        listed = marks[0] if len(marks) == 1 else ", ".join(marks[:-1]) + " and " + marks[-1]
        return f"The {listed} abilities of Characters facing me can't activate."
    if p.kind == "expeditions_cant_move_forward":
        return "Your other Expedition and the Expedition facing it can't move forward."
    if p.kind == "min_play_cost":
        f = p.filter.model_copy(update={"controller": "any"})
        return (f"{_upper_first(describe_filter(f, plural=True))} your opponents play can't cost "
                f"less than {{{p.minimum}}}.")
    if p.kind == "cant_be_played":
        return f"I can't be played if {render_step_condition(p.condition)}."
    if p.kind == "dice_advantage":
        return "When you roll dice, roll one more and ignore the roll of your choice."
    if p.kind == "resupply_reveal":
        return ("Instead of Resupplying, you reveal your top two cards: one goes to Reserve, "
                "the other is discarded.")
    if p.kind == "cost_option":
        return (f"As you play me, you may discard {_plural(p.discard_from_reserve, 'card')} from your "
                f"Reserve to make me cost {{{p.reduce}}} less.")
    if p.kind == "morning_change":
        draw = "draw only one card" if p.draw == 1 else f"draw {_plural(p.draw, 'card')}"
        text = f"During Morning, {draw}."
        if p.not_first_day:
            text = f"If it is not the first Day, during Morning, {draw}."
        if p.expand_from_deck:
            text += (" Then, put the top card of your Deck in your Mana zone instead of a card from "
                     "your hand.")
        return text
    if p.kind == "played_fleeting":
        return f"{describe_filter(p.filter, plural=True)} you play are Fleeting."
    if p.kind == "regions_are":
        return f"All regions are {p.terrain.capitalize()} and lose their other types."
    if p.kind == "grant_ability":
        return f"Your {describe_filter(p.to, plural=True)} have: \"{render_ability(p.ability)}\""
    if p.kind == "start_counters":
        return f"I begin the game with {_plural(p.amount, p.counter.capitalize() + ' counter')}."
    if p.kind == "die_bonus":
        return (f"If you would roll a die, you may add {p.amount} to its result "
                "(choose after you see the result).")
    if p.kind == "leave_to_mana":
        when = "If I would leave the Expedition zone" + (" while I'm boosted" if p.while_boosted else "")
        orb = "(as an exhausted Mana Orb)"
        if not p.optional:
            return f"{when}, put me in my owner's Mana zone instead {orb}."
        otherwise = f" If you don't, {_lower_first(render_steps(p.otherwise))}." if p.otherwise else ""
        return f"{when}, you may put me in my owner's Mana zone {orb}.{otherwise}"
    raise ValueError(f"no rendering for passive {p.kind!r}")


def render_text(card: CardDef, lang: str = "en") -> str:
    """The full text box of a card: keywords, abilities, then support abilities.

    `lang="fr"` renders the same structure in French (render_fr.py)."""
    if lang == "fr":
        from altered_tui.cards.render_fr import render_text as render_text_fr

        return render_text_fr(card)
    lines = []
    words = card.keywords.names()
    if words:
        lines.append(". ".join(words) + ".")
    lines += [render_ability(a) for a in card.abilities]
    lines += [f"[Support] {render_ability(a)}" for a in card.support]
    return "\n".join(lines)
